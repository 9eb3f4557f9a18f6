/** Query DTO for routes that take no query parameters: any parameter is unknown and rejected. */
export class EmptyQuery {}
