/* spring-ai-ts, Apache-2.0. Internal: java.util.Formatter's conversions, as String.format applies them. */
import { IllegalFormatConversionException } from '../../IllegalFormatConversionException.js';
import { MissingFormatArgumentException } from '../../MissingFormatArgumentException.js';
import { UnknownFormatConversionException } from '../../UnknownFormatConversionException.js';
import { javaToString, objectsHashCode } from '../../lang/JavaObjects.js';

// java.util.Formatter's specifier: %[argument_index$][flags][width][.precision]conversion
// (a `%` that starts no specifier is the second alternative: Java rejects it).
const SPECIFIER = /%(\d+\$)?([-#+ 0,(<]*)?(\d+)?(\.\d+)?([tT])?([a-zA-Z%])|%(.?)/gsu;

interface Spec {
  readonly text: string;
  readonly flags: string;
  readonly width: number | undefined;
  readonly precision: number | undefined;
}

/** The Java class name `String.format` names in `IllegalFormatConversionException` for a value. */
function javaClassName(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return 'java.lang.String';
    case 'boolean':
      return 'java.lang.Boolean';
    case 'bigint':
      return 'java.math.BigInteger';
    case 'number':
      return !Number.isSafeInteger(value) ? 'java.lang.Double' : value === (value | 0) ? 'java.lang.Integer' : 'java.lang.Long';
    default: {
      const type = (value as { constructor?: { name?: string } }).constructor;
      return type?.name ?? 'java.lang.Object';
    }
  }
}

function mismatch(conversion: string, value: unknown): never {
  throw new IllegalFormatConversionException(`${conversion} != ${javaClassName(value)}`);
}

function justify(text: string, spec: Spec): string {
  if (spec.width === undefined || text.length >= spec.width) return text;
  return spec.flags.includes('-') ? text.padEnd(spec.width) : text.padStart(spec.width);
}

function group(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Sign, grouping, zero padding and parentheses of a numeric conversion, applied to its magnitude text. */
function signed(magnitude: string, negative: boolean, spec: Spec): string {
  const { flags } = spec;
  let body = magnitude;
  if (flags.includes(',')) {
    const point = body.search(/[^0-9]/);
    body = point === -1 ? group(body) : group(body.slice(0, point)) + body.slice(point);
  }
  const prefix = negative ? (flags.includes('(') ? '(' : '-') : flags.includes('+') ? '+' : flags.includes(' ') ? ' ' : '';
  const suffix = negative && flags.includes('(') ? ')' : '';
  if (flags.includes('0') && spec.width !== undefined) {
    body = body.padStart(spec.width - prefix.length - suffix.length, '0');
  }
  return justify(prefix + body + suffix, spec);
}

/** Adds one to a string of decimal digits. */
function increment(digits: string): string {
  const chars = [...digits];
  for (let index = chars.length - 1; index >= 0; index--) {
    if (chars[index] !== '9') {
      chars[index] = String(Number(chars[index]) + 1);
      return chars.join('');
    }
    chars[index] = '0';
  }
  return `1${chars.join('')}`;
}

/** The shortest decimal digits of a finite `x` > 0 and the position of the decimal point among them. */
function decimalDigits(x: number): { digits: string; point: number } {
  const [mantissa, exponent] = x.toExponential().split('e') as [string, string];
  return { digits: mantissa.replace('.', ''), point: Number(exponent) + 1 };
}

/** `x` (finite, ≥ 0) with `precision` decimals, rounded HALF_UP on its shortest decimal digits, as Java's `%f`. */
export function fixed(x: number, precision: number): string {
  let scaled = '0';
  if (x !== 0) {
    const { digits, point } = decimalDigits(x);
    const keep = point + precision;
    if (keep >= digits.length) scaled = digits.padEnd(keep, '0');
    else if (keep >= 0) {
      scaled = digits.slice(0, keep);
      if (digits[keep]! >= '5') scaled = increment(scaled);
    }
    if (scaled === '') scaled = '0';
  }
  scaled = scaled.padStart(precision + 1, '0');
  const integer = scaled.slice(0, scaled.length - precision);
  return precision === 0 ? integer : `${integer}.${scaled.slice(scaled.length - precision)}`;
}

/** `x` (finite, ≥ 0) as Java's `%e`: HALF_UP mantissa with `precision` decimals, exponent of at least two digits. */
export function scientific(x: number, precision: number, upper: boolean): string {
  let digits = '0';
  let exponent = 0;
  if (x !== 0) {
    const found = decimalDigits(x);
    exponent = found.point - 1;
    digits = found.digits;
    if (digits.length > precision + 1) {
      const roundUp = digits[precision + 1]! >= '5';
      digits = digits.slice(0, precision + 1);
      if (roundUp) digits = increment(digits);
      if (digits.length > precision + 1) {
        digits = digits.slice(0, precision + 1);
        exponent++;
      }
    }
  }
  digits = digits.padEnd(precision + 1, '0');
  const mantissa = precision === 0 ? digits[0]! : `${digits[0]!}.${digits.slice(1)}`;
  const sign = exponent < 0 ? '-' : '+';
  const text = `${mantissa}e${sign}${String(Math.abs(exponent)).padStart(2, '0')}`;
  return upper ? text.toUpperCase() : text;
}

function floating(value: unknown, conversion: string, spec: Spec): string {
  if (typeof value === 'bigint') value = Number(value);
  if (typeof value !== 'number') mismatch(conversion, value);
  const negative = value < 0 || Object.is(value, -0);
  if (Number.isNaN(value)) return justify(conversion === conversion.toUpperCase() ? 'NAN' : 'NaN', spec);
  if (!Number.isFinite(value)) {
    const text = negative ? (spec.flags.includes('(') ? '(Infinity)' : '-Infinity') : spec.flags.includes('+') ? '+Infinity' : 'Infinity';
    return justify(conversion === 'E' || conversion === 'G' ? text.toUpperCase() : text, spec);
  }
  const magnitude = Math.abs(value);
  const precision = spec.precision ?? 6;
  switch (conversion) {
    case 'f':
      return signed(fixed(magnitude, precision), negative, spec);
    case 'e':
    case 'E':
      return signed(scientific(magnitude, precision, conversion === 'E'), negative, spec);
    default: {
      // %g: Java's general scientific format, after rounding to `precision` significant digits.
      const significant = precision === 0 ? 1 : precision;
      const rounded = Number(scientific(magnitude, significant - 1, false));
      const text =
        rounded !== 0 && (rounded < 1e-4 || rounded >= 10 ** significant)
          ? scientific(magnitude, significant - 1, conversion === 'G')
          : fixed(magnitude, Math.max(0, significant - 1 - (rounded === 0 ? 0 : Math.floor(Math.log10(rounded)))));
      return signed(text, negative, spec);
    }
  }
}

function integral(value: unknown, conversion: string, spec: Spec): string {
  if (typeof value === 'number' && !Number.isInteger(value)) mismatch(conversion, value);
  if (typeof value !== 'number' && typeof value !== 'bigint') mismatch(conversion, value);
  if (conversion === 'd') {
    const negative = value < 0;
    const digits = (typeof value === 'bigint' ? (negative ? -value : value) : Math.abs(value)).toString();
    return signed(typeof value === 'number' && !Number.isSafeInteger(value) ? BigInt(value).toString().replace('-', '') : digits, negative, spec);
  }
  const radix = conversion === 'o' ? 8 : 16;
  let negative = false;
  let digits: string;
  if (typeof value === 'bigint') {
    negative = value < 0n;
    digits = (negative ? -value : value).toString(radix);
  } else if (value >= 0) {
    digits = value.toString(radix);
  } else {
    // Integer and Long print their two's complement.
    digits = value >= -2147483648 ? (value >>> 0).toString(radix) : BigInt.asUintN(64, BigInt(value)).toString(radix);
  }
  if (spec.flags.includes('#')) digits = (radix === 8 ? '0' : '0x') + digits;
  if (conversion === 'X') digits = digits.toUpperCase();
  const sign = negative ? '-' : typeof value === 'bigint' && spec.flags.includes('+') ? '+' : '';
  const body = spec.flags.includes('0') && spec.width !== undefined ? digits.padStart(spec.width - sign.length, '0') : digits;
  return justify(sign + body, spec);
}

function general(text: string, conversion: string, spec: Spec): string {
  const cut = spec.precision === undefined ? text : text.slice(0, spec.precision);
  return justify(conversion === conversion.toUpperCase() ? cut.toUpperCase() : cut, spec);
}

function convert(value: unknown, conversion: string, spec: Spec): string {
  switch (conversion) {
    case 'b':
    case 'B':
      return general(value === null || value === undefined ? 'false' : typeof value === 'boolean' ? String(value) : 'true', conversion, spec);
    case 's':
    case 'S':
      return general(javaToString(value), conversion, spec);
    case 'h':
    case 'H':
      return general(value === null || value === undefined ? 'null' : (objectsHashCode(value) >>> 0).toString(16), conversion, spec);
    case 'c':
    case 'C': {
      if (value === null || value === undefined) return general('null', conversion, spec);
      if (typeof value === 'string' && [...value].length === 1) return general(value, conversion, spec);
      if (typeof value === 'number' && Number.isInteger(value)) return general(String.fromCodePoint(value), conversion, spec);
      return mismatch(conversion, value);
    }
    case 'd':
    case 'o':
    case 'x':
    case 'X':
      return value === null || value === undefined ? justify('null', spec) : integral(value, conversion, spec);
    case 'e':
    case 'E':
    case 'f':
    case 'g':
    case 'G':
      return value === null || value === undefined ? justify('null', spec) : floating(value, conversion, spec);
    default:
      throw new UnknownFormatConversionException(`Conversion = '${conversion}'`);
  }
}

/** `String.format(format, args…)` with `java.util.Formatter`'s rules (see `Strings.format`). */
export function javaFormat(format: string, args: readonly unknown[]): string {
  let ordinary = 0;
  let last = -1;
  return format.replace(SPECIFIER, (text, index: string | undefined, flags: string | undefined, width: string | undefined,
    precision: string | undefined, time: string | undefined, conversion: string | undefined, stray: string | undefined) => {
    if (conversion === undefined) throw new UnknownFormatConversionException(`Conversion = '${stray === '' || stray === undefined ? '%' : stray}'`);
    const spec: Spec = {
      text,
      flags: flags ?? '',
      width: width === undefined ? undefined : Number(width),
      precision: precision === undefined ? undefined : Number(precision.slice(1)),
    };
    if (time !== undefined) throw new UnknownFormatConversionException(`Conversion = '${time}'`);
    if (conversion === 'n') return '\n';
    if (conversion === '%') return justify('%', spec);
    let position: number;
    if (spec.flags.includes('<')) position = last;
    else if (index !== undefined) position = Number(index.slice(0, -1)) - 1;
    else position = ordinary++;
    if (position < 0 || position >= args.length) throw new MissingFormatArgumentException(`Format specifier '${text}'`);
    last = position;
    return convert(args[position], conversion, spec);
  });
}
