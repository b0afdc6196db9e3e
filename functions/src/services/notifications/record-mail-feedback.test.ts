import { readSesFeedback } from './record-mail-feedback';

describe('SES feedback as the worker reads it', () => {
  const event = { eventType: 'Bounce', bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: 'gone@example.test' }] } };

  it('reads a raw-delivered SES event and one wrapped in an SNS envelope alike', () => {
    expect(readSesFeedback(event)).toEqual(event);
    expect(readSesFeedback({ Type: 'Notification', Message: JSON.stringify(event) })).toEqual(event);
  });

  it('refuses a body that is no SES event (the message goes back, then to the dead-letter queue)', () => {
    expect(() => readSesFeedback({ bounce: { bouncedRecipients: 'nobody' } })).toThrow();
  });
});
