/**
 * Bundled in place of @smithy/core/event-streams for Lambda only. No function makes an event-stream call
 * (S3 SelectObjectContent and the like), yet the S3 client's configuration imports the serde provider
 * statically, and the JSON/XML protocols import the rest lazily: bundled, that is 21 KB of every function;
 * left external, every S3 route would load a second, CommonJS copy of @smithy/core's serde from
 * node_modules at init, a package a Lambda bundle does not ship. The client's configuration still
 * resolves (the marshaller is built lazily by nothing); an event-stream call fails with this message.
 */
const unsupported = (): never => {
  throw new Error('Event-stream operations are not bundled into the Lambda functions (infra/lambda-shims/event-streams.ts)');
};

const marshaller = { serialize: unsupported, deserialize: unsupported };

export const eventStreamSerdeProvider = () => marshaller;

export const resolveEventStreamSerdeConfig = <T extends { eventStreamSerdeProvider: (input: T) => unknown }>(input: T) =>
  Object.assign(input, { eventStreamMarshaller: input.eventStreamSerdeProvider(input) });

export class EventStreamSerde {
  constructor() {
    unsupported();
  }
}
