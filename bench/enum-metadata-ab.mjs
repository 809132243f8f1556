// A/B micro-benchmark of the enum and response-metadata pieces a stream touches per chunk: MiniMax enum
// fromValue, ChatResponseMetadata (built on a shared map-backed base), MessageType.valueOf. CPU time
// (process.cpuUsage), the two builds interleaved in one process, median of 15 reps; prints the ratio.
// Usage: node bench/enum-metadata-ab.mjs <baseline dist/esm> <candidate dist/esm>  (absolute paths; < 1 min)
import { entry } from './entry.mjs';
const [a, b] = [process.argv[2], process.argv[3]];
const load = async (dist) => ({
  mm: await entry(dist, './minimax'),
  md: await entry(dist),
  mt: await entry(dist),
});
const stacks = { base: await load(a), branch: await load(b) };
const work = ({ mm, md, mt }) => {
  let n = 0;
  for (let i = 0; i < 200_000; i++) {
    const r = mm.ChatCompletionFinishReason.fromValue(i % 2 ? 'stop' : 'tool_calls');
    const role = mm.ChatCompletionMessageRole.fromValue('assistant');
    const meta = md.ChatResponseMetadata.builder().id('x').model('m').keyValue('k', i).build();
    if (meta.get('k') === i && meta.containsKey('k') && r && role) n++;
    if (mt.MessageType.valueOf('ASSISTANT') === mt.MessageType.ASSISTANT) n++;
  }
  return n;
};
const times = { base: [], branch: [] };
for (let rep = 0; rep < 15; rep++) {
  for (const name of rep % 2 ? ['base', 'branch'] : ['branch', 'base']) {
    const t = process.cpuUsage();
    work(stacks[name]);
    const d = process.cpuUsage(t);
    times[name].push((d.user + d.system) / 1000);
  }
}
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
console.log(JSON.stringify({ baseMs: median(times.base), branchMs: median(times.branch), ratio: +(median(times.branch) / median(times.base)).toFixed(3) }));
