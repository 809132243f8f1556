// Schema generation benchmark: what describing a type costs per call, where an application pays it
// on every request: `entity(X)` builds a BeanOutputConverter for X (its schema and format
// instructions), `StructuredOutputValidationAdvisor.builder().outputType(X)` and function tools
// generate X's schema, and `tools(object)` describes each @Tool method's input. Types: a record with
// a nested record and a list of records, a JavaBean, and a tool method taking an int and a list of
// records, decorated the way the compiled TypeScript of a translated application decorates them.
// Timed: warm-up, then the median of several runs. Goal on the 2-core reference machine: a
// repeated type costs no more than a few microseconds, as the schema is generated once per class.
// Run through `npm run bench` (builds the library first); not a test, it measures time.
// SPRING_AI_TS_DIST=<folder> runs it against another build (a before/after comparison).
import { entry } from './entry.mjs';
import { performance } from 'node:perf_hooks';
const DIST = process.env.SPRING_AI_TS_DIST ?? '../dist/esm';
const { BeanOutputConverter, JsonSchemaGenerator, JavaType, Method, Tool, ToolParam } = await entry(DIST);

const CALLS = Number(process.env.BENCH_CALLS ?? 5_000);
const WARMUP = 2;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

// record Room(String name, int beds) {}
class Room {
  constructor(_name, _beds) { this._name = _name; this._beds = _beds; }
  name() { return this._name; }
  beds() { return this._beds; }
}
JavaType('String')(Room, undefined, 0);
JavaType('int')(Room, undefined, 1);

// record Address(String street, String city) {}
class Address {
  constructor(_street, _city) { this._street = _street; this._city = _city; }
  street() { return this._street; }
  city() { return this._city; }
}
JavaType('String')(Address, undefined, 0);
JavaType('String')(Address, undefined, 1);

// record Hotel(String name, int stars, double rating, Address address, List<Room> rooms) {}
class Hotel {
  constructor(_name, _stars, _rating, _address, _rooms) {
    Object.assign(this, { _name, _stars, _rating, _address, _rooms });
  }
  name() { return this._name; }
  stars() { return this._stars; }
  rating() { return this._rating; }
  address() { return this._address; }
  rooms() { return this._rooms; }
}
['String', 'int', 'double', 'Address', 'List<Room>'].forEach((type, index) => JavaType(type)(Hotel, undefined, index));

// A JavaBean: private String name; private int age; getters and setters.
class Person {
  name = undefined;
  age = 0;
  getName() { return this.name; }
  setName(name) { this.name = name; }
  getAge() { return this.age; }
  setAge(age) { this.age = age; }
}
JavaType('String')(Person.prototype, 'name');
JavaType('int')(Person.prototype, 'age');

// @Tool double total(@ToolParam(description = "Nights") int nights, List<Room> rooms)
class HotelTools {
  total(nights, rooms) { return nights * rooms.length; }
}
Reflect.defineMetadata('design:paramtypes', [Number, Array], HotelTools.prototype, 'total');
Reflect.defineMetadata('design:returntype', Number, HotelTools.prototype, 'total');
ToolParam({ description: 'Nights' })(HotelTools.prototype, 'total', 0);
JavaType('int')(HotelTools.prototype, 'total', 0);
JavaType('List<Room>')(HotelTools.prototype, 'total', 1);
Tool({ description: 'Total price' })(HotelTools.prototype, 'total', Object.getOwnPropertyDescriptor(HotelTools.prototype, 'total'));
const total = Method.of(HotelTools, 'total');

const cases = [
  ['entity(Hotel): new BeanOutputConverter(Hotel).getFormat()', () => new BeanOutputConverter(Hotel).getFormat()],
  ['outputType(Person): JsonSchemaGenerator.generateForType(bean)', () => JsonSchemaGenerator.generateForType(Person)],
  ['tools(object): JsonSchemaGenerator.generateForMethodInput(total)', () => JsonSchemaGenerator.generateForMethodInput(total)],
];

function timeRun(fn) {
  const start = performance.now();
  let sink = 0;
  for (let i = 0; i < CALLS; i++) sink += fn().length;
  const elapsed = performance.now() - start;
  if (sink === 0) throw new Error('nothing generated');
  return (elapsed * 1000) / CALLS;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`schema generation, ${CALLS} calls per run, median of ${RUNS} runs (${DIST})`);
for (const [label, fn] of cases) {
  for (let i = 0; i < WARMUP; i++) timeRun(fn);
  const runs = Array.from({ length: RUNS }, () => timeRun(fn));
  console.log(`  ${label}: ${median(runs).toFixed(2)} µs per call`);
}
