/* spring-ai-ts, Apache-2.0. Translated JavaBeans with Jackson's annotations: schemas and reading equal Spring AI 1.1.8's. */
import { BeanOutputConverter } from '../../src/converter/BeanOutputConverter.js';
import { JsonSchemaGenerator } from '../../src/util/json/schema/JsonSchemaGenerator.js';
import { Tool } from '../../src/tool/annotation/Tool.js';
import { MethodToolCallbackProvider } from '../../src/tool/method/MethodToolCallbackProvider.js';
import { JavaType } from '../../src/java/reflect/JavaType.js';
import {
  JsonAlias,
  JsonClassDescription,
  JsonIgnore,
  JsonProperty,
  JsonPropertyDescription,
  JsonPropertyOrder,
} from '../../src/java/jackson/annotation/index.js';

// The expected texts are what Spring AI 1.1.8 prints for the Java classes in the comments
// (BeanOutputConverter.getJsonSchema() and JsonSchemaGenerator.generateForType(…)).

/*
 * public static class Bean1 {
 *   @JsonProperty("string_property") @JsonPropertyDescription("desc") private String someString;
 *   private boolean active; private String hidden; public String open; private String onlySetter;
 *   @JsonIgnore private String ignored;
 *   public boolean isActive() … public void setActive(boolean a) …
 *   public void setOnlySetter(String s) …
 *   public String getIgnored() …
 *   public String getComputed() { return "x"; }
 *   String getSomeString() …
 * }
 */
class Bean1 {
  @JsonProperty('string_property') @JsonPropertyDescription('desc') private someString!: string;
  @JavaType('boolean') private active = false;
  @JavaType('String') private hidden: string | undefined;
  // A Java public field without accessors: TypeScript keeps no `public`, so it carries @JsonProperty;
  // with required: true, as the Java field is required in tool schemas without an annotation.
  @JsonProperty({ required: true }) open!: string;
  @JavaType('String') private onlySetter: string | undefined;
  @JsonIgnore() private ignored: string | undefined;
  isActive(): boolean { return this.active; }
  setActive(active: boolean): void { this.active = active; }
  setOnlySetter(onlySetter: string): void { this.onlySetter = onlySetter; }
  getIgnored(): string | undefined { return this.ignored; }
  getComputed(): string { return 'x'; }
  getSomeString(): string { return this.someString; }
  hiddenValue(): string | undefined { return this.hidden; }
  onlySetterValue(): string | undefined { return this.onlySetter; }
}

/*
 * @JsonClassDescription("A bean") @JsonPropertyOrder({"zeta","alpha"})
 * public static class Bean2 { private String alpha; private String zeta; private String mid;
 *   @JsonProperty("zeta") public String getZeta() … public void setZeta(String z) …
 *   public String getAlpha() … @JsonAlias("a") public void setAlpha(String a) …
 *   @JsonPropertyDescription("middle") public String getMid() … public void setMid(String m) … }
 */
@JsonClassDescription('A bean')
@JsonPropertyOrder(['zeta', 'alpha'])
class Bean2 {
  @JavaType('String') private alpha!: string;
  @JavaType('String') private zeta!: string;
  @JavaType('String') private mid!: string;
  @JsonProperty('zeta') getZeta(): string { return this.zeta; }
  setZeta(zeta: string): void { this.zeta = zeta; }
  getAlpha(): string { return this.alpha; }
  @JsonAlias(['a']) setAlpha(alpha: string): void { this.alpha = alpha; }
  @JsonPropertyDescription('middle') getMid(): string { return this.mid; }
  setMid(mid: string): void { this.mid = mid; }
}

/*
 * @JsonPropertyOrder({"mid"})
 * public static class Ord { private String zeta; private String alpha; private String mid; + getters and setters }
 */
@JsonPropertyOrder(['mid'])
class Ord {
  @JavaType('String') private zeta!: string;
  @JavaType('String') private alpha!: string;
  @JavaType('String') private mid!: string;
  getZeta(): string { return this.zeta; }
  setZeta(zeta: string): void { this.zeta = zeta; }
  getAlpha(): string { return this.alpha; }
  setAlpha(alpha: string): void { this.alpha = alpha; }
  getMid(): string { return this.mid; }
  setMid(mid: string): void { this.mid = mid; }
}

/*
 * public static class Ali { private String postalCode; @JsonIgnore private String secret;
 *   public String getPostalCode() … @JsonAlias({"zip"}) public void setPostalCode(String p) …
 *   public String getSecret() … public void setSecret(String s) … }
 */
class Ali {
  @JavaType('String') private postalCode: string | undefined;
  @JsonIgnore() private secret: string | undefined;
  getPostalCode(): string | undefined { return this.postalCode; }
  @JsonAlias(['zip']) setPostalCode(postalCode: string): void { this.postalCode = postalCode; }
  getSecret(): string | undefined { return this.secret; }
  setSecret(secret: string): void { this.secret = secret; }
}

const BEAN1_BOC = `{
  "$schema" : "https://json-schema.org/draft/2020-12/schema",
  "type" : "object",
  "properties" : {
    "active" : {
      "type" : "boolean"
    },
    "onlySetter" : {
      "type" : "string"
    },
    "open" : {
      "type" : "string"
    },
    "string_property" : {
      "type" : "string",
      "description" : "desc"
    }
  },
  "required" : [ "active", "onlySetter", "open", "string_property" ],
  "additionalProperties" : false
}`;

const BEAN1_JSG = `{
  "$schema" : "https://json-schema.org/draft/2020-12/schema",
  "type" : "object",
  "properties" : {
    "active" : {
      "type" : "boolean"
    },
    "onlySetter" : {
      "type" : "string"
    },
    "open" : {
      "type" : "string"
    },
    "string_property" : {
      "type" : "string",
      "description" : "desc"
    }
  },
  "required" : [ "active", "onlySetter", "open" ],
  "additionalProperties" : false
}`;

const BEAN2_BOC = `{
  "$schema" : "https://json-schema.org/draft/2020-12/schema",
  "type" : "object",
  "properties" : {
    "zeta" : {
      "type" : "string"
    },
    "alpha" : {
      "type" : "string"
    },
    "mid" : {
      "type" : "string",
      "description" : "middle"
    }
  },
  "required" : [ "zeta", "alpha", "mid" ],
  "description" : "A bean",
  "additionalProperties" : false
}`;

const BEAN2_JSG = `{
  "$schema" : "https://json-schema.org/draft/2020-12/schema",
  "type" : "object",
  "properties" : {
    "alpha" : {
      "type" : "string"
    },
    "mid" : {
      "type" : "string",
      "description" : "middle"
    },
    "zeta" : {
      "type" : "string"
    }
  },
  "required" : [ "alpha", "mid" ],
  "description" : "A bean",
  "additionalProperties" : false
}`;

const ORD_BOC = `{
  "$schema" : "https://json-schema.org/draft/2020-12/schema",
  "type" : "object",
  "properties" : {
    "mid" : {
      "type" : "string"
    },
    "zeta" : {
      "type" : "string"
    },
    "alpha" : {
      "type" : "string"
    }
  },
  "required" : [ "mid", "zeta", "alpha" ],
  "additionalProperties" : false
}`;

const ALI_BOC = `{
  "$schema" : "https://json-schema.org/draft/2020-12/schema",
  "type" : "object",
  "properties" : {
    "postalCode" : {
      "type" : "string"
    }
  },
  "required" : [ "postalCode" ],
  "additionalProperties" : false
}`;

/** The generator's text, compared as Jackson prints it would need the same printer: compare the JSON and its key order. */
function sameJson(actual: string, expected: string): void {
  expect(JSON.parse(actual)).toEqual(JSON.parse(expected));
  expect(JSON.stringify(JSON.parse(actual))).toBe(JSON.stringify(JSON.parse(expected)));
}

/* StructuredOutputValidationAdvisorTests.Person: private String name; private int age; getters and setters. */
class Person {
  @JavaType('String') private name!: string;
  @JavaType('int') private age!: number;
  getName(): string { return this.name; }
  setName(name: string): void { this.name = name; }
  getAge(): number { return this.age; }
  setAge(age: number): void { this.age = age; }
}

const PERSON_JSG = `{
  "$schema" : "https://json-schema.org/draft/2020-12/schema",
  "type" : "object",
  "properties" : {
    "age" : {
      "type" : "integer",
      "format" : "int32"
    },
    "name" : {
      "type" : "string"
    }
  },
  "required" : [ "age", "name" ],
  "additionalProperties" : false
}`;

describe('JavaBeans with Jackson annotations (spring-ai-ts)', () => {
  test('JsonSchemaGenerator.generateForType of a plain bean (the validation advisor schema) equals Spring AI', () => {
    sameJson(JsonSchemaGenerator.generateForType(Person), PERSON_JSG);
  });

  test('BeanOutputConverter: the properties Jackson sees (accessors, @JsonProperty), renamed and described, byte for byte', () => {
    expect(new BeanOutputConverter(Bean1).getJsonSchema()).toBe(BEAN1_BOC);
    expect(new BeanOutputConverter(Bean2).getJsonSchema()).toBe(BEAN2_BOC);
    expect(new BeanOutputConverter(Ord).getJsonSchema()).toBe(ORD_BOC);
    expect(new BeanOutputConverter(Ali).getJsonSchema()).toBe(ALI_BOC);
  });

  test('JsonSchemaGenerator: @JsonProperty without required makes a property optional; @JsonPropertyOrder is not applied', () => {
    sameJson(JsonSchemaGenerator.generateForType(Bean1), BEAN1_JSG);
    sameJson(JsonSchemaGenerator.generateForType(Bean2), BEAN2_JSG);
  });

  test('convert: setters where there are, else the field; JSON names and aliases; ignored and unknown properties dropped', () => {
    const bean1 = new BeanOutputConverter(Bean1).convert(
      '{"string_property":"v","someString":"w","active":true,"open":"o","onlySetter":"s","ignored":"i","hidden":"h"}',
    );
    expect(bean1).toBeInstanceOf(Bean1);
    expect([bean1.getSomeString(), bean1.isActive(), bean1.open, bean1.onlySetterValue(), bean1.getIgnored(), bean1.hiddenValue()]).toEqual(
      ['v', true, 'o', 's', undefined, undefined],
    );
    // Java: "1234 null".
    const ali = new BeanOutputConverter(Ali).convert('{"zip":"1234","secret":"s"}');
    expect([ali.getPostalCode(), ali.getSecret()]).toEqual(['1234', undefined]);
    const bean2 = new BeanOutputConverter(Bean2).convert('{"zeta":"z","a":"x","mid":"m"}');
    expect([bean2.getZeta(), bean2.getAlpha(), bean2.getMid()]).toEqual(['z', 'x', 'm']);
  });

  test('a bean field holding a @JavaType-typed value is read as Jackson reads it', () => {
    class Counter {
      @JavaType('int') private count = 0;
      getCount(): number { return this.count; }
      setCount(count: number): void { this.count = count; }
    }
    expect(new BeanOutputConverter(Counter).convert('{"count": 4.7}').getCount()).toBe(4);
    expect(() => new BeanOutputConverter(Counter).convert('{"count": "many"}')).toThrow(
      'Cannot deserialize value of type `int` from String "many": not a valid `int` value (through reference chain: Counter["count"])',
    );
  });

  test('a JavaBean as a @Tool argument: described like the output schema, read through its setters under JSON names and aliases', async () => {
    class Booking {
      @JsonProperty('guest_name') private guestName!: string;
      @JavaType('int') private nights = 0;
      getGuestName(): string { return this.guestName; }
      setGuestName(guestName: string): void { this.guestName = guestName; }
      getNights(): number { return this.nights; }
      @JsonAlias(['stay']) setNights(nights: number): void { this.nights = nights; }
    }
    class BookingTools {
      @Tool({ description: 'Book a stay' })
      book(booking: Booking): string {
        return `${booking.getGuestName()}:${booking.getNights()}:${booking instanceof Booking}`;
      }
    }
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new BookingTools()).build().getToolCallbacks();
    const schema = JSON.parse(callback!.getToolDefinition().inputSchema()) as { properties: Record<string, unknown> };
    // As Spring's tool generator: @JsonProperty without required makes guest_name optional.
    expect(schema.properties['booking']).toEqual({
      type: 'object',
      properties: { guest_name: { type: 'string' }, nights: { type: 'integer', format: 'int32' } },
      required: ['nights'],
    });
    expect(await callback!.call('{"booking":{"guest_name":"Ada","stay":3,"unknown":true}}')).toBe('"Ada:3:true"');
    // Text where an int is declared goes back to the model.
    await expect(callback!.call('{"booking":{"guest_name":"Ada","nights":"many"}}')).rejects.toThrow(/booking\.nights/);
  });
});
