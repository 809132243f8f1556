/* spring-ai-ts, Apache-2.0. Counterpart of org.springframework.util.MimeType (the parts Spring AI uses). */
import { IllegalArgumentException } from '../IllegalArgumentException.js';
import { objectsHash, objectsEquals } from '../lang/JavaObjects.js';

/**
 * A MIME type such as `text/plain` or `image/png;charset=UTF-8`: a type, a subtype and optional
 * parameters.
 *
 * Type and subtype are compared case-insensitively, as in Spring; parameters are kept in the
 * order given.
 *
 * @remarks
 * A small port of Spring Framework's class, enough for `Media` and the provider modules:
 * `getType()`, `getSubtype()`, `getParameter(name)`, `getParameters()`, `getCharset()` (the
 * charset name), `isWildcardType()`, `isWildcardSubtype()`, `includes`, `isCompatibleWith`,
 * `equals`, `hashCode`, `toString()` and static `valueOf(text)`. The charset is a string
 * (there is no `java.nio.charset.Charset` counterpart).
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/util/MimeType.html
 * @category Core
 */
export class MimeType {
  /** The wildcard `*`. */
  static readonly WILDCARD_TYPE = '*';

  private readonly type: string;
  private readonly subtype: string;
  private readonly parameters: ReadonlyMap<string, string>;

  /** The MIME type `type/*` (Java's one-argument constructor). */
  constructor(type: string);
  /**
   * Creates a MIME type.
   *
   * @param type - the primary type, e.g. `text`
   * @param subtype - the subtype, e.g. `plain`
   * @param parameters - optional parameters such as `charset`, as a `Map` or a plain object
   */
  constructor(type: string, subtype: string, parameters?: ReadonlyMap<string, string> | Readonly<Record<string, string>>);
  /**
   * @throws IllegalArgumentException `"'type' must not be empty"`, `"'subtype' must not be empty"`
   *   (also for a subtype passed as `undefined`, Java's `null`)
   */
  constructor(
    type: string,
    subtype?: string,
    parameters?: ReadonlyMap<string, string> | Readonly<Record<string, string>>,
  ) {
    // Left out, the subtype is Java's one-argument default; given as undefined, it is Java's null.
    const given = arguments.length >= 2 ? subtype : MimeType.WILDCARD_TYPE;
    if (typeof type !== 'string' || type.length === 0) {
      throw new IllegalArgumentException("'type' must not be empty");
    }
    if (typeof given !== 'string' || given.length === 0) {
      throw new IllegalArgumentException("'subtype' must not be empty");
    }
    this.type = type.toLowerCase();
    this.subtype = given.toLowerCase();
    const entries = parameters instanceof Map ? [...parameters] : Object.entries(parameters ?? {});
    this.parameters = new Map(entries.map(([key, value]) => [key.toLowerCase(), value]));
  }

  /**
   * Parses a MIME type string such as `text/plain;charset=UTF-8`.
   *
   * @throws IllegalArgumentException when the text is not a valid MIME type
   */
  static valueOf(value: string): MimeType {
    if (typeof value !== 'string' || value.trim().length === 0) {
      throw new IllegalArgumentException(`Invalid mime type "${String(value)}": 'mimeType' must not be empty`);
    }
    const [full = '', ...rawParameters] = value.split(';').map((part) => part.trim());
    const mimeType = full === MimeType.WILDCARD_TYPE ? '*/*' : full;
    const slash = mimeType.indexOf('/');
    if (slash === -1) {
      throw new IllegalArgumentException(`Invalid mime type "${value}": does not contain '/'`);
    }
    if (slash === mimeType.length - 1) {
      throw new IllegalArgumentException(`Invalid mime type "${value}": does not contain subtype after '/'`);
    }
    const type = mimeType.substring(0, slash);
    const subtype = mimeType.substring(slash + 1);
    const parameters = new Map<string, string>();
    for (const parameter of rawParameters) {
      const equals = parameter.indexOf('=');
      if (equals > 0) parameters.set(parameter.substring(0, equals).trim(), parameter.substring(equals + 1).trim());
    }
    return new MimeType(type, subtype, parameters);
  }

  /** The primary type, e.g. `text`. */
  getType(): string {
    return this.type;
  }

  /** The subtype, e.g. `plain`. */
  getSubtype(): string {
    return this.subtype;
  }

  /** The value of a parameter, or `undefined`. */
  getParameter(name: string): string | undefined {
    return this.parameters.get(name.toLowerCase());
  }

  /** All parameters, read-only. */
  getParameters(): ReadonlyMap<string, string> {
    return this.parameters;
  }

  /** The `charset` parameter, or `undefined`. */
  getCharset(): string | undefined {
    return this.getParameter('charset');
  }

  /** True for the type `*`. */
  isWildcardType(): boolean {
    return this.type === MimeType.WILDCARD_TYPE;
  }

  /** True for the subtype `*` or `*+suffix`. */
  isWildcardSubtype(): boolean {
    return this.subtype === MimeType.WILDCARD_TYPE || this.subtype.startsWith('*+');
  }

  /** True when this type, possibly a wildcard, includes `other` (`text/*` includes `text/plain`). */
  includes(other: MimeType | undefined): boolean {
    if (other === undefined || other === null) return false;
    if (this.isWildcardType()) return true;
    if (this.type !== other.getType()) return false;
    return this.subtype === other.getSubtype() || this.subtype === MimeType.WILDCARD_TYPE;
  }

  /** True when either type includes the other. */
  isCompatibleWith(other: MimeType | undefined): boolean {
    if (other === undefined || other === null) return false;
    return this.includes(other) || other.includes(this);
  }

  /** True for the same type and subtype, ignoring parameters. */
  equalsTypeAndSubtype(other: MimeType | undefined): boolean {
    return other instanceof MimeType && this.type === other.getType() && this.subtype === other.getSubtype();
  }

  /** Value equality on type, subtype and parameters. */
  equals(other: unknown): boolean {
    return this === other || (this.equalsTypeAndSubtype(other as MimeType) && objectsEquals(this.parameters, (other as MimeType).getParameters()));
  }

  /** A hash code consistent with {@link MimeType.equals}. */
  hashCode(): number {
    return objectsHash(this.type, this.subtype, this.parameters);
  }

  /** The MIME type as text, e.g. `text/plain;charset=UTF-8`. */
  toString(): string {
    let text = `${this.type}/${this.subtype}`;
    for (const [key, value] of this.parameters) text += `;${key}=${value}`;
    return text;
  }
}
