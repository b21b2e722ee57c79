export declare const MAILDEV: Readonly<{ host: string; smtpPort: number; webPort: number }>;
export declare const MAILDEV_URL: string;
