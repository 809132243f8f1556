/* spring-ai-ts, Apache-2.0. Jackson's annotations on the properties of a class described with class-validator. */
import { IsInt, IsOptional, IsString } from 'class-validator';
import { BeanOutputConverter } from '../../../../src/converter/BeanOutputConverter.js';
import { JavaType } from '../../../../src/java/reflect/JavaType.js';
import { JsonAlias, JsonClassDescription, JsonIgnore, JsonProperty, JsonPropertyDescription } from '../../../../src/java/jackson/annotation/index.js';
import { Tool } from '../../../../src/tool/annotation/Tool.js';
import { MethodToolCallbackProvider } from '../../../../src/tool/method/MethodToolCallbackProvider.js';
import { JsonSchemaGenerator } from '../../../../src/util/json/schema/JsonSchemaGenerator.js';

// Spring AI 1.1.8's output for
//   @JsonClassDescription("A ticket")
//   public static class Ticket {
//     @JsonProperty("ticket_id") @JsonPropertyDescription("Id") public String id;
//     public int seats;
//     @JsonIgnore public String secret;
//     @JsonAlias({"row_no"}) public String row;
//   }
@JsonClassDescription('A ticket')
class Ticket {
  @JsonProperty('ticket_id') @JsonPropertyDescription('Id') @IsString() id!: string;
  @JavaType('int') @IsInt() seats!: number;
  @JsonIgnore() @IsOptional() @IsString() secret?: string;
  @JsonAlias(['row_no']) @IsString() row!: string;
}

const TICKET_BOC = `{
  "$schema" : "https://json-schema.org/draft/2020-12/schema",
  "type" : "object",
  "properties" : {
    "row" : {
      "type" : "string"
    },
    "seats" : {
      "type" : "integer"
    },
    "ticket_id" : {
      "type" : "string",
      "description" : "Id"
    }
  },
  "required" : [ "row", "seats", "ticket_id" ],
  "description" : "A ticket",
  "additionalProperties" : false
}`;

const TICKET_JSG = `{
  "$schema" : "https://json-schema.org/draft/2020-12/schema",
  "type" : "object",
  "properties" : {
    "row" : {
      "type" : "string"
    },
    "seats" : {
      "type" : "integer",
      "format" : "int32"
    },
    "ticket_id" : {
      "type" : "string",
      "description" : "Id"
    }
  },
  "required" : [ "row", "seats" ],
  "description" : "A ticket",
  "additionalProperties" : false
}`;

class TicketTools {
  @Tool({ description: 'Book a ticket' })
  book(ticket: Ticket): string {
    return [ticket.id, ticket.seats, String(ticket.secret), ticket.row, ticket instanceof Ticket].join(' ');
  }
}

describe('Jackson annotations on a class-validator class (spring-ai-ts)', () => {
  test('BeanOutputConverter: JSON names, descriptions, ignore and class description, byte for byte', () => {
    expect(new BeanOutputConverter(Ticket).getJsonSchema()).toBe(TICKET_BOC);
  });

  test('JsonSchemaGenerator: the same, a bare @JsonProperty making the property optional', () => {
    const actual = JsonSchemaGenerator.generateForType(Ticket);
    expect(JSON.parse(actual)).toEqual(JSON.parse(TICKET_JSG));
    expect(JSON.stringify(JSON.parse(actual))).toBe(JSON.stringify(JSON.parse(TICKET_JSG)));
  });

  test('convert reads JSON names and aliases; the ignored property and the TypeScript name of a renamed one are dropped', () => {
    // Java prints "T1 2 null C".
    const ticket = new BeanOutputConverter(Ticket).convert('{"ticket_id":"T1","seats":2,"secret":"s","row_no":"C","id":"no"}');
    expect(ticket).toBeInstanceOf(Ticket);
    expect([ticket.id, ticket.seats, ticket.secret, ticket.row]).toEqual(['T1', 2, undefined, 'C']);
  });

  test('a @Tool argument reads JSON names and aliases the same way', async () => {
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new TicketTools()).build().getToolCallbacks();
    expect(await callback!.call('{"ticket":{"ticket_id":"T1","seats":2,"row_no":"C"}}')).toBe('"T1 2 undefined C true"');
  });
});
