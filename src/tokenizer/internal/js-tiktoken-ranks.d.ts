/* spring-ai-ts, Apache-2.0. Types of js-tiktoken's cl100k_base ranks for the CommonJS build, whose
   node10 resolution does not read package.json "exports" (the file exists only under that map). */
declare module 'js-tiktoken/ranks/cl100k_base' {
  const encoder: { pat_str: string; special_tokens: Record<string, number>; bpe_ranks: string };
  export default encoder;
}
