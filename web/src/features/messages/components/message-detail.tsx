import { ArrowLeft, Home, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { TMessage } from '@shared/schemas/message.schema';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { fullTime } from '../lib/message-time';
import { Conversation } from './conversation';
import { MessageActions } from './message-actions';
import { ReplyComposer } from './reply-composer';

/**
 * The open conversation: sender, e-mail, subject, time, the related listing, the inquiry and the replies.
 * The receiving agent also gets the actions and the reply box; a sender's copy is read-only.
 */
export function MessageDetail({ message, onClose }: { message: TMessage; onClose: () => void }) {
  const isReceived = message.folder !== 'sent';
  return (
    <Card>
      <CardContent className="space-y-5 pt-6">
        <Button variant="ghost" size="sm" className="lg:hidden" onClick={onClose}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to messages
        </Button>
        <article aria-labelledby="message-subject" className="space-y-5">
          <header className="space-y-3">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h2 id="message-subject" className="text-xl font-semibold text-slate-900">
                {message.subject}
              </h2>
              {isReceived && <MessageActions message={message} onGone={onClose} />}
            </div>
            <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
              <dt className="font-medium text-slate-600">From</dt>
              <dd className="text-slate-900">{message.from}</dd>
              <dt className="font-medium text-slate-600">Email</dt>
              <dd>
                <a href={`mailto:${message.email}`} className="inline-flex items-center gap-1 break-all text-brand-700 hover:underline">
                  <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                  {message.email}
                </a>
              </dd>
              {message.phone && (
                <>
                  <dt className="font-medium text-slate-600">Phone</dt>
                  <dd>
                    <a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-1 text-brand-700 hover:underline">
                      <Phone className="size-3.5" aria-hidden="true" />
                      {message.phone}
                    </a>
                  </dd>
                </>
              )}
              {!isReceived && (
                <>
                  <dt className="font-medium text-slate-600">To</dt>
                  <dd className="text-slate-900">{message.to.name}</dd>
                </>
              )}
              <dt className="font-medium text-slate-600">Received</dt>
              <dd className="text-slate-900">
                <time dateTime={message.time}>{fullTime(message.time)}</time>
              </dd>
              {message.property && (
                <>
                  <dt className="font-medium text-slate-600">Property</dt>
                  <dd>
                    <Link to={`/property/${message.property.id}`} className="inline-flex items-center gap-1 text-brand-700 hover:underline">
                      <Home className="size-3.5" aria-hidden="true" />
                      {message.property.title}
                    </Link>
                  </dd>
                </>
              )}
            </dl>
          </header>
          <Conversation message={message} />
        </article>
        {isReceived && <ReplyComposer message={message} />}
      </CardContent>
    </Card>
  );
}
