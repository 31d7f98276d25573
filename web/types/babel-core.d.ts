// @babel/core ships no types and @types/babel__core is not a dependency; this is the slice vite.config.ts uses.
declare module '@babel/core' {
  export interface TransformResult {
    code?: string | null;
    map?: { version: number; sources: string[]; names: string[]; mappings: string; file?: string } | null;
  }
  export function transformAsync(code: string, options: Record<string, unknown>): Promise<TransformResult | null>;
}
