export declare const EMULATOR_HOSTS: Readonly<{ auth: string; firestore: string; functions: string; hosting: string }>;
export declare const HOSTING_URL: string;
export declare const AUTH_EMULATOR_ORIGIN: string;
export declare const FUNCTIONS_ORIGIN: string;
export declare const EMULATOR_PORTS: readonly number[];
