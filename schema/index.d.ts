export declare const schemaFiles: string[];
export declare const typeDefs: string[];
