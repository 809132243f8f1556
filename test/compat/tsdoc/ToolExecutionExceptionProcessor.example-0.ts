import { DefaultToolCallingManager, type ToolExecutionException, type ToolExecutionExceptionProcessor } from 'spring-ai-ts';

// The model sees a short message instead of the error's details.
class BriefExceptionProcessor implements ToolExecutionExceptionProcessor {
  process(exception: ToolExecutionException): string {
    return `The tool ${exception.getToolDefinition().name()} failed; try another approach.`;
  }
}

const toolCallingManager = DefaultToolCallingManager.builder()
  .toolExecutionExceptionProcessor(new BriefExceptionProcessor())
  .build();
console.log(toolCallingManager);
export {};
