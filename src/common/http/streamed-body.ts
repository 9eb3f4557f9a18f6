import { SetMetadata } from '@nestjs/common';

export const STREAMED_BODY = 'body:streamed';

/**
 * A route whose handler reads the request body itself, as a stream (a file upload), instead of JsonBodyGuard reading
 * it into memory as JSON. The guard still runs after authentication and the rate limit, so the handler, and with it
 * the first read of a body byte, is only reached by an authenticated request within its budget.
 */
export const StreamedBody = (): MethodDecorator => SetMetadata(STREAMED_BODY, true);
