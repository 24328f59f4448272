/** Where the browser tests' mail receiver writes the messages of the server on `port`. */
export function mailSinkFile(port: string | number): string;
