/* spring-ai-ts, Apache-2.0. Types referenced more than once go to $defs, as Spring AI 1.1.8's generators (victools) write them. */
import { Type } from 'class-transformer';
import { IsString, ValidateNested } from 'class-validator';
import { BeanOutputConverter } from '../../../../src/converter/BeanOutputConverter.js';
import { JavaType } from '../../../../src/java/reflect/JavaType.js';
import { Method } from '../../../../src/java/reflect/Method.js';
import { Tool } from '../../../../src/tool/annotation/Tool.js';
import { JsonSchemaGenerator } from '../../../../src/util/json/schema/JsonSchemaGenerator.js';

// The expected texts are what Spring AI 1.1.8 prints for:
//   public enum Color { RED, GREEN }
//   public record Zed(String z) {}
//   public record Addr(String street, Zed zed) {}
//   public record Multi(Color a, Color b, List<String> l1, List<String> l2, Map<String,Integer> m1,
//       Map<String,Integer> m2, Zed z1, Addr a1, Addr a2, Zed z2) {}
//   public record Node(String name, List<Node> children) {}
//   public static class T { @Tool(description="d") public String t(Multi m, Node n, Addr a) { return ""; } }

@JavaType('Color')
class DefColor {
  static readonly RED = new DefColor('RED');
  static readonly GREEN = new DefColor('GREEN');
  private constructor(private readonly constant: string) {}
  name(): string { return this.constant; }
  static values(): DefColor[] { return [DefColor.RED, DefColor.GREEN]; }
}

@JavaType('Zed')
class DefZed {
  constructor(private readonly _z: string) {}
  z(): string { return this._z; }
}

@JavaType('Addr')
class DefAddr {
  constructor(private readonly _street: string, @JavaType('Zed') private readonly _zed: DefZed) {}
  street(): string { return this._street; }
  zed(): DefZed { return this._zed; }
}

@JavaType('Multi')
class DefMulti {
  constructor(
    @JavaType('Color') private readonly _a: DefColor,
    @JavaType('Color') private readonly _b: DefColor,
    @JavaType('List<String>') private readonly _l1: string[],
    @JavaType('List<String>') private readonly _l2: string[],
    @JavaType('Map<String, Integer>') private readonly _m1: Map<string, number>,
    @JavaType('Map<String, Integer>') private readonly _m2: Map<string, number>,
    @JavaType('Zed') private readonly _z1: DefZed,
    @JavaType('Addr') private readonly _a1: DefAddr,
    @JavaType('Addr') private readonly _a2: DefAddr,
    @JavaType('Zed') private readonly _z2: DefZed,
  ) {}
  a(): DefColor { return this._a; }
  b(): DefColor { return this._b; }
  l1(): string[] { return this._l1; }
  l2(): string[] { return this._l2; }
  m1(): Map<string, number> { return this._m1; }
  m2(): Map<string, number> { return this._m2; }
  z1(): DefZed { return this._z1; }
  a1(): DefAddr { return this._a1; }
  a2(): DefAddr { return this._a2; }
  z2(): DefZed { return this._z2; }
}

@JavaType('Node')
class DefNode {
  constructor(private readonly _name: string, @JavaType('List<Node>') private readonly _children: DefNode[]) {}
  name(): string { return this._name; }
  children(): DefNode[] { return this._children; }
}

class DefTools {
  @Tool({ description: 'd' })
  t(@JavaType('Multi') m: DefMulti, @JavaType('Node') n: DefNode, @JavaType('Addr') a: DefAddr): string {
    return [m, n, a].length > 0 ? '' : '';
  }
}

const MULTI_BOC = `{
  "$schema" : "https://json-schema.org/draft/2020-12/schema",
  "$defs" : {
    "Addr" : {
      "type" : "object",
      "properties" : {
        "street" : {
          "type" : "string"
        },
        "zed" : {
          "$ref" : "#/$defs/Zed"
        }
      },
      "required" : [ "street", "zed" ],
      "additionalProperties" : false
    },
    "Color" : {
      "type" : "string",
      "enum" : [ "RED", "GREEN" ]
    },
    "Map(String,Integer)" : {
      "type" : "object",
      "additionalProperties" : false
    },
    "Zed" : {
      "type" : "object",
      "properties" : {
        "z" : {
          "type" : "string"
        }
      },
      "required" : [ "z" ],
      "additionalProperties" : false
    }
  },
  "type" : "object",
  "properties" : {
    "a" : {
      "$ref" : "#/$defs/Color"
    },
    "a1" : {
      "$ref" : "#/$defs/Addr"
    },
    "a2" : {
      "$ref" : "#/$defs/Addr"
    },
    "b" : {
      "$ref" : "#/$defs/Color"
    },
    "l1" : {
      "type" : "array",
      "items" : {
        "type" : "string"
      }
    },
    "l2" : {
      "type" : "array",
      "items" : {
        "type" : "string"
      }
    },
    "m1" : {
      "$ref" : "#/$defs/Map(String,Integer)"
    },
    "m2" : {
      "$ref" : "#/$defs/Map(String,Integer)"
    },
    "z1" : {
      "$ref" : "#/$defs/Zed"
    },
    "z2" : {
      "$ref" : "#/$defs/Zed"
    }
  },
  "required" : [ "a", "a1", "a2", "b", "l1", "l2", "m1", "m2", "z1", "z2" ],
  "additionalProperties" : false
}`;

const MULTI_JSG = `{
  "$schema" : "https://json-schema.org/draft/2020-12/schema",
  "$defs" : {
    "Addr" : {
      "type" : "object",
      "properties" : {
        "street" : {
          "type" : "string"
        },
        "zed" : {
          "$ref" : "#/$defs/Zed"
        }
      },
      "required" : [ "street", "zed" ]
    },
    "Color" : {
      "type" : "string",
      "enum" : [ "RED", "GREEN" ]
    },
    "Map_String.Integer_" : {
      "type" : "object"
    },
    "Zed" : {
      "type" : "object",
      "properties" : {
        "z" : {
          "type" : "string"
        }
      },
      "required" : [ "z" ]
    }
  },
  "type" : "object",
  "properties" : {
    "a" : {
      "$ref" : "#/$defs/Color"
    },
    "a1" : {
      "$ref" : "#/$defs/Addr"
    },
    "a2" : {
      "$ref" : "#/$defs/Addr"
    },
    "b" : {
      "$ref" : "#/$defs/Color"
    },
    "l1" : {
      "type" : "array",
      "items" : {
        "type" : "string"
      }
    },
    "l2" : {
      "type" : "array",
      "items" : {
        "type" : "string"
      }
    },
    "m1" : {
      "$ref" : "#/$defs/Map_String.Integer_"
    },
    "m2" : {
      "$ref" : "#/$defs/Map_String.Integer_"
    },
    "z1" : {
      "$ref" : "#/$defs/Zed"
    },
    "z2" : {
      "$ref" : "#/$defs/Zed"
    }
  },
  "required" : [ "a", "a1", "a2", "b", "l1", "l2", "m1", "m2", "z1", "z2" ],
  "additionalProperties" : false
}`;

const TOOL_JSG = `{
  "$schema" : "https://json-schema.org/draft/2020-12/schema",
  "type" : "object",
  "properties" : {
    "m" : {
      "$defs" : {
        "Addr" : {
          "type" : "object",
          "properties" : {
            "street" : {
              "type" : "string"
            },
            "zed" : {
              "$ref" : "#/$defs/Zed"
            }
          },
          "required" : [ "street", "zed" ]
        },
        "Color" : {
          "type" : "string",
          "enum" : [ "RED", "GREEN" ]
        },
        "Map_String.Integer_" : {
          "type" : "object"
        },
        "Zed" : {
          "type" : "object",
          "properties" : {
            "z" : {
              "type" : "string"
            }
          },
          "required" : [ "z" ]
        }
      },
      "type" : "object",
      "properties" : {
        "a" : {
          "$ref" : "#/$defs/Color"
        },
        "a1" : {
          "$ref" : "#/$defs/Addr"
        },
        "a2" : {
          "$ref" : "#/$defs/Addr"
        },
        "b" : {
          "$ref" : "#/$defs/Color"
        },
        "l1" : {
          "type" : "array",
          "items" : {
            "type" : "string"
          }
        },
        "l2" : {
          "type" : "array",
          "items" : {
            "type" : "string"
          }
        },
        "m1" : {
          "$ref" : "#/$defs/Map_String.Integer_"
        },
        "m2" : {
          "$ref" : "#/$defs/Map_String.Integer_"
        },
        "z1" : {
          "$ref" : "#/$defs/Zed"
        },
        "z2" : {
          "$ref" : "#/$defs/Zed"
        }
      },
      "required" : [ "a", "a1", "a2", "b", "l1", "l2", "m1", "m2", "z1", "z2" ]
    },
    "n" : {
      "type" : "object",
      "properties" : {
        "children" : {
          "type" : "array",
          "items" : {
            "$ref" : "#"
          }
        },
        "name" : {
          "type" : "string"
        }
      },
      "required" : [ "children", "name" ]
    },
    "a" : {
      "type" : "object",
      "properties" : {
        "street" : {
          "type" : "string"
        },
        "zed" : {
          "type" : "object",
          "properties" : {
            "z" : {
              "type" : "string"
            }
          },
          "required" : [ "z" ]
        }
      },
      "required" : [ "street", "zed" ]
    }
  },
  "required" : [ "m", "n", "a" ],
  "additionalProperties" : false
}`;

/** The generator's JSON, with its key order (Spring prints it with Jackson's printer, the port with JSON.stringify). */
function sameJson(actual: string, expected: string): void {
  expect(JSON.parse(actual)).toEqual(JSON.parse(expected));
  expect(JSON.stringify(JSON.parse(actual))).toBe(JSON.stringify(JSON.parse(expected)));
}

describe('$defs and $ref (spring-ai-ts)', () => {
  test('BeanOutputConverter: records, enums and maps used more than once are definitions, byte for byte', () => {
    expect(new BeanOutputConverter(DefMulti).getJsonSchema()).toBe(MULTI_BOC);
  });

  test('JsonSchemaGenerator.generateForType: the same, with plain definition keys and no additionalProperties inside', () => {
    sameJson(JsonSchemaGenerator.generateForType(DefMulti), MULTI_JSG);
  });

  test('generateForMethodInput: each parameter is a main type with its own $defs; a recursive one refers to "#"', () => {
    sameJson(JsonSchemaGenerator.generateForMethodInput(Method.of(DefTools, 't')), TOOL_JSG);
  });

  test('BeanOutputConverter: a recursive record refers to the root, and convert still builds every level', () => {
    const converter = new BeanOutputConverter(DefNode);
    expect(JSON.parse(converter.getJsonSchema())).toEqual({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: '#' } }, name: { type: 'string' } },
      required: ['children', 'name'],
      additionalProperties: false,
    });
    const node = converter.convert('{"name":"a","children":[{"name":"b","children":[]}]}');
    expect(node.children()[0]).toBeInstanceOf(DefNode);
    expect(node.children()[0]?.name()).toBe('b');
  });
});

describe('$defs with class-validator classes (spring-ai-ts)', () => {
  test('unknown properties are dropped inside a class written once under $defs and referenced twice', () => {
    // Classes without a Java origin, described with class-validator and class-transformer.
    class Spot {
      @IsString() name!: string;
    }
    class Trip {
      @ValidateNested() @Type(() => Spot) from!: Spot;
      @ValidateNested() @Type(() => Spot) to!: Spot;
    }
    const converter = new BeanOutputConverter(Trip);
    const schema = JSON.parse(converter.getJsonSchema()) as Record<string, unknown>;
    expect(Object.keys(schema)).toEqual(['$schema', '$defs', 'type', 'properties', 'required', 'additionalProperties']);
    expect(schema['properties']).toEqual({ from: { $ref: '#/$defs/Spot' }, to: { $ref: '#/$defs/Spot' } });
    const trip = converter.convert('{"from":{"name":"A","x":1},"to":{"name":"B","y":2}}');
    expect(trip.from).toBeInstanceOf(Spot);
    expect(trip.from).toEqual({ name: 'A' });
    expect(trip.to).toEqual({ name: 'B' });
  });
});
