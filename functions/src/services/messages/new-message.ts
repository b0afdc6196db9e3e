/** The lead services' import of the conversation a new lead opens; the builder lives with the message record. */
export { newMessageFor } from '../../data/message-records';
