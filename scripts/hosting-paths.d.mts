export declare const FUNCTION_PREFIXES: string[];
export declare const ASSET_PREFIXES: string[];
export declare function pathsNotUnder(prefixes: string[]): string;
export declare function hostingPatterns(): { pageHeaders: string; pageCache: string; appFallback: string };
