// A small MCP server over stdio for the differential suite's MCP scenarios: both sides start it as
// `node server.mjs [--name <server name>]` and use its tools through their MCP tool callbacks.
// Tools: a string parameter (a name with a hyphen, which Spring's formatting turns into '_'), number
// and object parameters with structured content, and one that answers with an error result.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const nameIndex = process.argv.indexOf('--name');
const serverName = nameIndex > 0 ? process.argv[nameIndex + 1] : 'travel-server';

const TOOLS = [
  {
    name: 'get-forecast',
    description: 'The weather forecast for a city',
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string', description: 'The city, e.g. Paris' } },
      required: ['city'],
    },
  },
  {
    name: 'plan_trip',
    description: 'Plans a trip: a day-by-day budget for a traveller',
    inputSchema: {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: {
        destination: { type: 'string', description: 'Where to go' },
        days: { type: 'integer', minimum: 1, description: 'How many days' },
        budget: { type: 'number', description: 'The budget in euros' },
        traveller: {
          type: 'object',
          description: 'Who travels',
          properties: { name: { type: 'string' }, age: { type: 'integer' } },
          required: ['name'],
        },
      },
      required: ['destination', 'days', 'traveller'],
      additionalProperties: false,
    },
    outputSchema: {
      type: 'object',
      properties: {
        destination: { type: 'string' },
        traveller: { type: 'string' },
        perDay: { type: 'number' },
        days: { type: 'array', items: { type: 'string' } },
      },
      required: ['destination', 'traveller', 'perDay', 'days'],
    },
  },
  {
    name: 'cancel_booking',
    description: 'Cancels a booking by its reference',
    inputSchema: {
      type: 'object',
      properties: { reference: { type: 'string', description: 'The booking reference' } },
      required: ['reference'],
    },
  },
];

function callTool(name, args) {
  switch (name) {
    case 'get-forecast':
      return { content: [{ type: 'text', text: `${args.city}: 18 degrees, light rain (${serverName})` }] };
    case 'plan_trip': {
      const budget = args.budget ?? 100 * args.days;
      const plan = {
        destination: args.destination,
        traveller: args.traveller.name,
        perDay: Math.round((budget / args.days) * 100) / 100,
        days: Array.from({ length: args.days }, (_, i) => `Day ${i + 1}: ${args.destination}`),
      };
      return { content: [{ type: 'text', text: JSON.stringify(plan) }], structuredContent: plan };
    }
    case 'cancel_booking':
      return { content: [{ type: 'text', text: `Booking ${args.reference} cannot be cancelled: the trip has started` }], isError: true };
    default:
      throw new Error(`Unknown tool: ${name}`);
  }
}

const server = new Server({ name: serverName, version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: TOOLS }));
server.setRequestHandler(CallToolRequestSchema, async (request) => callTool(request.params.name, request.params.arguments ?? {}));
await server.connect(new StdioServerTransport());
