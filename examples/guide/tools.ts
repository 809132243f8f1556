/* spring-ai-ts, Apache-2.0. The TypeScript of docs/guide/tools.md: each region is shown verbatim there. */
import 'reflect-metadata';
import { container, injectable } from 'tsyringe';
import { ChatClient, JavaType, Tool, ToolParam, type ChatModel } from 'spring-ai-ts';

// #region tool-class
@injectable()
class DateTimeTools {
  @Tool({ description: 'Get the current date and time in the user timezone' })
  getCurrentDateTime(): string {
    return new Date().toISOString();
  }

  @Tool({ description: 'Set a user alarm for the given time, in ISO-8601 format' })
  setAlarm(@ToolParam({ description: 'Time in ISO-8601 format' }) time: string): void {
    console.log(`Alarm set for ${time}`);
  }

  @Tool({ description: 'How many minutes are in the given number of hours' })
  @JavaType('int')
  minutes(@ToolParam({ description: 'Hours' }) @JavaType('int') hours: number): number {
    return hours * 60;
  }
}
// #endregion tool-class

export async function toolsGuide(chatModel: ChatModel): Promise<string | undefined> {
  // #region use-tools
  const answer = await ChatClient.create(chatModel)
    .prompt('Can you set an alarm 10 minutes from now?')
    .tools(container.resolve(DateTimeTools))
    .call()
    .content();
  // #endregion use-tools
  return answer;
}
