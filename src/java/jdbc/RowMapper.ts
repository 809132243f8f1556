/* spring-ai-ts, Apache-2.0. Counterpart of Spring's org.springframework.jdbc.core.RowMapper. */

/**
 * Turns one result row into a value, for {@link JdbcTemplate.query}.
 *
 * @remarks
 * The row is an object keyed by column label where Spring passes a `ResultSet` positioned on the
 * row (`rs.getString("content")` → `row['content']`). As a Spring functional interface it is an
 * object with `mapRow`; a plain function `(row, rowNum) => value` is accepted too.
 *
 * @see https://docs.spring.io/spring-framework/docs/current/javadoc-api/org/springframework/jdbc/core/RowMapper.html
 * @category JDBC
 */
export interface RowMapper<T> {
  /** The value of the row numbered `rowNum` (from 0). */
  mapRow(row: Record<string, unknown>, rowNum: number): T;
}
