/** The router state of a page that sent the visitor to sign in: where to return afterwards. */
export interface FromState { from?: string }
