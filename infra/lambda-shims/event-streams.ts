/**
 * Bundled in place of @smithy/core/event-streams for Lambda only. No function makes an event-stream call
 * (S3 SelectObjectContent and the like), yet the SDK's HTTP protocol imports this module lazily: bundled,
 * that is 21 KB of every function; left external, it names a package a Lambda bundle does not ship. An
 * event-stream call fails with this message.
 */
const unsupported = (): never => {
  throw new Error('Event-stream operations are not bundled into the Lambda functions (infra/lambda-shims/event-streams.ts)');
};

const marshaller = { serialize: unsupported, deserialize: unsupported };

export const eventStreamSerdeProvider = () => marshaller;

export class EventStreamSerde {
  constructor() {
    unsupported();
  }
}
