export declare const SERVER_HEAP_MB: number;
export declare const SERVER_SEMI_SPACE_MB: number;
export declare const SERVER_NODE_ARGS: string[];
