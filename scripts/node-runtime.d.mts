/** Types of node-runtime.mjs (the Node.js `npm start` and `npm test` run on) for the TypeScript tests. */
/** The oldest Node.js the project runs on, [major, minor] (package.json's engines). */
export declare const MINIMUM_NODE: [number, number];
/** Whether `version` ("24.1.0" or "v24.1.0") is at least MINIMUM_NODE. */
export declare function isSupportedNode(version: string): boolean;
/** The registry package holding the Node.js binary for `platform`-`arch` and its pinned version; throws when none is listed. */
export declare function runtimePackage(platform?: string, arch?: string): { name: string; version: string };
/** The path of the pinned Node.js binary, fetched into .tools/ first when missing. */
export declare function ensureRuntimeNode(): string;
/** Returns when this process runs on a supported Node.js; else runs this script again on the pinned one. */
export declare function runOnSupportedNode(): Promise<void>;
