/** Types of api/server-bundle.mjs (plain JavaScript: it runs before any TypeScript loader). */
export declare const PROJECT: string;
export declare function bundlePath(entry: string): string;
export declare function bundleIsFresh(entry: string, options?: { outfile?: string }): boolean;
export declare function buildServerBundle(entry: string, options?: { outfile?: string }): Promise<string>;
