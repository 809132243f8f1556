/* spring-ai-ts, Apache-2.0. A class the library cannot describe fails where it is first used, naming the class and the fix. */
import { IsString } from 'class-validator';
import { StructuredOutputValidationAdvisor } from '../../../../src/chat/client/advisor/StructuredOutputValidationAdvisor.js';
import { IllegalArgumentException } from '../../../../src/java/core/IllegalArgumentException.js';
import { Tool } from '../../../../src/tool/annotation/Tool.js';
import { ToolParam } from '../../../../src/tool/annotation/ToolParam.js';
import { MethodToolCallbackProvider } from '../../../../src/tool/method/MethodToolCallbackProvider.js';

/** Java: a class with package-private fields and no accessors; TypeScript shows the library nothing. */
class Opaque {
  name = '';
}

class Described {
  @IsString() name!: string;
}

class OpaqueTools {
  @Tool({ description: 'Uses an opaque class' })
  use(opaque: Opaque): string {
    return String(opaque);
  }
}

class SchemaTools {
  @Tool({ description: 'Uses an opaque class with a schema of its own' })
  use(@ToolParam({ schema: { type: 'object', properties: { name: { type: 'string' } } } }) opaque: Opaque): string {
    return String(opaque);
  }
}

describe('undescribable classes (spring-ai-ts)', () => {
  test('StructuredOutputValidationAdvisor.build() fails instead of a schema that rejects every answer', () => {
    const build = () => StructuredOutputValidationAdvisor.builder().outputType(Opaque).build();
    expect(build).toThrow(IllegalArgumentException);
    expect(build).toThrow(
      /^StructuredOutputValidationAdvisor cannot describe class Opaque: the library sees no properties on it\. .*Java record .*JavaBean .*@JsonProperty\(\).*@JavaType.*outputJsonSchema/,
    );
    expect(() => StructuredOutputValidationAdvisor.builder().outputType(Described).build()).not.toThrow();
  });

  test('a @Tool parameter of such a class fails when the tool is described, naming method, parameter and class', () => {
    const describe = () => MethodToolCallbackProvider.builder().toolObjects(new OpaqueTools()).build().getToolCallbacks();
    expect(describe).toThrow(IllegalArgumentException);
    expect(describe).toThrow(/^Tool method use cannot describe parameter opaque of class Opaque: .*@ToolParam\(\{ schema \}\)/);
    // A schema of its own describes it.
    const [callback] = MethodToolCallbackProvider.builder().toolObjects(new SchemaTools()).build().getToolCallbacks();
    expect(JSON.parse(callback!.getToolDefinition().inputSchema())['properties']['opaque']['properties']).toEqual({ name: { type: 'string' } });
  });
});
