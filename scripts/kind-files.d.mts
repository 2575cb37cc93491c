/** Types of kind-files.mjs (the files naming the store kind outside its own modules) for the TypeScript tests. */
/** The most files outside the store's own modules that may name the store kind. */
export declare const KIND_FILES_LIMIT: number;
/** The files (repository paths, sorted) outside the store's own modules that name the store kind. */
export declare function storeKindFiles(): string[];
