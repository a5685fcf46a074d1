/**
 * How large a bank statement may be (docs/reconciliation.md, "Size"). The API's import route takes a body of up to
 * STATEMENT_BODY_LIMIT_BYTES (API_STATEMENT_LIMIT_BYTES overrides it in the service); the console's form takes a file
 * of up to STATEMENT_FILE_LIMIT_BYTES, which leaves room in that body for the JSON around the file and its escapes.
 * next.config.mjs lets a server action and the proxy read STATEMENT_ACTION_LIMIT (the file and the form around it).
 */
export const STATEMENT_BODY_LIMIT_BYTES = 32 * 1024 * 1024;
export const STATEMENT_FILE_LIMIT_BYTES = 30 * 1024 * 1024;
/** The file limit in whole megabytes, as the form says it. */
export const STATEMENT_FILE_LIMIT_MB = STATEMENT_FILE_LIMIT_BYTES / (1024 * 1024);
