/* spring-ai-ts, Apache-2.0. One item of an agent's todo list. */
import { IsString } from 'class-validator';
import { ToolParam } from '../../tool/annotation/ToolParam.js';
import { TodoStatus } from './TodoStatus.js';

/**
 * One item of the todo list that {@link TodoListTools} keeps for a conversation: what to do and
 * its status. The model sends these as `todoUpdate`'s `items`.
 *
 * @remarks
 * No Spring counterpart. A class-validator class, so the tool's JSON schema and argument checks
 * come from its decorators.
 *
 * @category Tools
 */
export class TodoItem {
  /** What to do (not blank). */
  @ToolParam({ description: 'What to do, in one short sentence' })
  @IsString()
  text!: string;

  /** The item's status. */
  // The schema lists the statuses; the value is checked by `todoUpdate` itself, so that a wrong
  // one is answered with the tools' own `Error: …` text.
  @ToolParam({
    description: 'pending, in_progress (at most one item) or completed',
    schema: { type: 'string', enum: Object.values(TodoStatus) },
  })
  @IsString()
  status!: TodoStatus;

  /** An item; without arguments (as the argument conversion builds it) the fields are set later. */
  constructor(text?: string, status?: TodoStatus) {
    if (text !== undefined) this.text = text;
    if (status !== undefined) this.status = status;
  }
}
