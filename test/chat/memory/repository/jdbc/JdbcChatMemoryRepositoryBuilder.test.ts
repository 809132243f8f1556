// Port of Spring AI's JdbcChatMemoryRepositoryBuilderTests (v1.1.8). Java mocks a DataSource whose
// connection metadata names the database; here a DataSource declares its product name.
import { IllegalArgumentException } from '../../../../../src/java/core/IllegalArgumentException.js';
import { JdbcChatMemoryRepository } from '../../../../../src/chat/memory/repository/jdbc/JdbcChatMemoryRepository.js';
import { JdbcChatMemoryRepositoryDialect } from '../../../../../src/chat/memory/repository/jdbc/JdbcChatMemoryRepositoryDialect.js';
import { PostgresChatMemoryRepositoryDialect } from '../../../../../src/chat/memory/repository/jdbc/PostgresChatMemoryRepositoryDialect.js';
import type { DataSource } from '../../../../../src/java/jdbc/DataSource.js';
import { JdbcTemplate } from '../../../../../src/java/jdbc/JdbcTemplate.js';
import type { PlatformTransactionManager } from '../../../../../src/java/jdbc/PlatformTransactionManager.js';

function mockDataSource(productName?: string | Error): jest.Mocked<DataSource> {
  return {
    getDatabaseProductName: jest.fn(() => {
      if (productName instanceof Error) throw productName;
      return productName as string;
    }),
    query: jest.fn(),
    execute: jest.fn(),
    transaction: jest.fn(),
    close: jest.fn(),
  };
}

function mockDialect(): jest.Mocked<JdbcChatMemoryRepositoryDialect> {
  return {
    getSelectMessagesSql: jest.fn(),
    getInsertMessageSql: jest.fn(),
    getSelectConversationIdsSql: jest.fn(),
    getDeleteMessagesSql: jest.fn(),
  };
}

describe('JdbcChatMemoryRepositoryBuilderTests', () => {
  test('testBuilderWithExplicitDialect', () => {
    const repository = JdbcChatMemoryRepository.builder().dataSource(mockDataSource()).dialect(mockDialect()).build();
    expect(repository).toBeInstanceOf(JdbcChatMemoryRepository);
  });

  test('testBuilderWithExplicitDialectAndTransactionManager', () => {
    const txManager: jest.Mocked<PlatformTransactionManager> = { execute: jest.fn() };
    const repository = JdbcChatMemoryRepository.builder()
      .dataSource(mockDataSource())
      .dialect(mockDialect())
      .transactionManager(txManager)
      .build();
    expect(repository).toBeInstanceOf(JdbcChatMemoryRepository);
  });

  test('testBuilderWithDialectFromDataSource', () => {
    const repository = JdbcChatMemoryRepository.builder().dataSource(mockDataSource('PostgreSQL')).build();
    expect(repository).toBeInstanceOf(JdbcChatMemoryRepository);
    expect((repository as unknown as { dialect: unknown }).dialect).toBeInstanceOf(PostgresChatMemoryRepositoryDialect);
  });

  // MySQL, SQL Server, HSQLDB and Oracle dialects are not ported: detection falls back to PostgreSQL.
  test('testBuilderWithMysqlDialectFromDataSource', () => {
    const repository = JdbcChatMemoryRepository.builder().dataSource(mockDataSource('MySQL')).build();
    expect(repository).toBeInstanceOf(JdbcChatMemoryRepository);
  });

  test('testBuilderWithSqlServerDialectFromDataSource', () => {
    const repository = JdbcChatMemoryRepository.builder().dataSource(mockDataSource('Microsoft SQL Server')).build();
    expect(repository).toBeInstanceOf(JdbcChatMemoryRepository);
  });

  test('testBuilderWithHsqldbDialectFromDataSource', () => {
    const repository = JdbcChatMemoryRepository.builder().dataSource(mockDataSource('HSQL Database Engine')).build();
    expect(repository).toBeInstanceOf(JdbcChatMemoryRepository);
  });

  test('testBuilderWithOracleDialectFromDataSource', () => {
    const repository = JdbcChatMemoryRepository.builder().dataSource(mockDataSource('Oracle')).build();
    expect(repository).toBeInstanceOf(JdbcChatMemoryRepository);
  });

  test('testBuilderWithUnknownDialectFromDataSource', () => {
    const repository = JdbcChatMemoryRepository.builder().dataSource(mockDataSource('Unknown')).build();
    expect((repository as unknown as { dialect: unknown }).dialect).toBeInstanceOf(PostgresChatMemoryRepositoryDialect);
  });

  test('testBuilderWithExceptionInDataSourceConnection', () => {
    const repository = JdbcChatMemoryRepository.builder().dataSource(mockDataSource(new Error('Connection failed'))).build();
    expect((repository as unknown as { dialect: unknown }).dialect).toBeInstanceOf(PostgresChatMemoryRepositoryDialect);
  });

  test('testBuilderWithNullDataSource', () => {
    expect(() => JdbcChatMemoryRepository.builder().build()).toThrow(IllegalArgumentException);
    expect(() => JdbcChatMemoryRepository.builder().build()).toThrow(
      'DataSource must be set (either via dataSource() or jdbcTemplate())',
    );
  });

  test('testBuilderWithNullDataSourceButExplicitDialect', () => {
    const repository = JdbcChatMemoryRepository.builder().dataSource(mockDataSource()).dialect(mockDialect()).build();
    expect(repository).toBeInstanceOf(JdbcChatMemoryRepository);
  });

  test('testBuilderWithNullDataSourceAndDialect', () => {
    expect(() => JdbcChatMemoryRepository.builder().build()).toThrow(
      new IllegalArgumentException('DataSource must be set (either via dataSource() or jdbcTemplate())'),
    );
  });

  // Java uses the MySQL dialect as the explicit one; an anonymous dialect stands in for it here.
  test('testBuilderPreferenceForExplicitDialect', () => {
    const explicit = mockDialect();
    const repository = JdbcChatMemoryRepository.builder().dataSource(mockDataSource('PostgreSQL')).dialect(explicit).build();
    expect((repository as unknown as { dialect: unknown }).dialect).toBe(explicit);
  });

  test('repositoryShouldUseProvidedJdbcTemplate', () => {
    const jdbcTemplate = new JdbcTemplate(mockDataSource());
    const repository = JdbcChatMemoryRepository.builder().jdbcTemplate(jdbcTemplate).build();
    expect((repository as unknown as { jdbcTemplate: unknown }).jdbcTemplate).toBe(jdbcTemplate);
  });
});

describe('JdbcChatMemoryRepository.Builder (spring-ai-ts)', () => {
  test('Builder is reachable as JdbcChatMemoryRepository.Builder', () => {
    expect(JdbcChatMemoryRepository.builder()).toBeInstanceOf(JdbcChatMemoryRepository.Builder);
  });

  test('JdbcChatMemoryRepositoryDialect.from reads the declared product name', () => {
    const dataSource = mockDataSource('PostgreSQL');
    expect(JdbcChatMemoryRepositoryDialect.from(dataSource)).toBeInstanceOf(PostgresChatMemoryRepositoryDialect);
    expect(dataSource.getDatabaseProductName).toHaveBeenCalled();
  });

  test('the PostgreSQL dialect holds Spring SQL', () => {
    const dialect = new PostgresChatMemoryRepositoryDialect();
    expect(dialect.getSelectMessagesSql()).toBe(
      'SELECT content, type FROM SPRING_AI_CHAT_MEMORY WHERE conversation_id = ? ORDER BY "timestamp"',
    );
    expect(dialect.getInsertMessageSql()).toBe(
      'INSERT INTO SPRING_AI_CHAT_MEMORY (conversation_id, content, type, "timestamp") VALUES (?, ?, ?, ?)',
    );
    expect(dialect.getSelectConversationIdsSql()).toBe('SELECT DISTINCT conversation_id FROM SPRING_AI_CHAT_MEMORY');
    expect(dialect.getDeleteMessagesSql()).toBe('DELETE FROM SPRING_AI_CHAT_MEMORY WHERE conversation_id = ?');
  });
});
