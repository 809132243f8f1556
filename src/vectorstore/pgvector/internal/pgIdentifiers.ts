/* spring-ai-ts, Apache-2.0. Table, schema and index names, and document ids as PgVectorStore binds them. */
import { IllegalArgumentException } from '../../../java/core/IllegalArgumentException.js';
import { PgIdType } from '../PgIdType.js';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `value`, when it is a plain SQL identifier; else IllegalArgumentException naming `what`. */
export function checkIdentifier(value: string, what: string): string {
  if (!IDENTIFIER.test(value)) throw new IllegalArgumentException(`${what} must be a plain SQL identifier ([A-Za-z_][A-Za-z0-9_]*): ${value}`);
  return value;
}

/** The document id as the table's id type takes it (Spring's messages for a malformed one). */
export function convertIdToPgType(idType: PgIdType, id: string): unknown {
  if (idType === PgIdType.UUID) {
    if (!UUID_PATTERN.test(id)) throw new IllegalArgumentException(`Invalid UUID string: ${id}`);
    return id;
  }
  if (idType === PgIdType.TEXT) return id;
  if (!/^-?\d+$/.test(id)) throw new IllegalArgumentException(`For input string: "${id}"`);
  return idType === PgIdType.BIGSERIAL ? BigInt(id).toString() : Number.parseInt(id, 10);
}
