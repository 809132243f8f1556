/* spring-ai-ts, Apache-2.0. Java's text of a double, where a value Spring prints must read the same here. */

/**
 * Java's `String.valueOf(double)` (which Jackson also writes): `1.0` rather than `1`, `1.0E-4`
 * rather than `0.0001`, `1.0E7` rather than `10000000`, `-0.0`, `NaN`, `Infinity`.
 */
export function javaDoubleToString(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1e-3 && magnitude < 1e7) {
    const text = String(value);
    return text.includes('.') ? text : `${text}.0`;
  }
  const [mantissa = '', exponent = '0'] = value.toExponential().split('e');
  return `${mantissa.includes('.') ? mantissa : `${mantissa}.0`}E${Number(exponent)}`;
}
