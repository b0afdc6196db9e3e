import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { OPEN_HOUSE_REDIRECT_DELAY_MS } from '@shared/constants/limits';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateSimpleOpenHouse } from '../api/create-simple-open-house';
import { EMPTY_OPEN_HOUSE_FORM, openHouseFormSchema } from '../lib/open-house-form';

export const CREATED_MESSAGE = 'Open house created successfully!';
const FAILED_MESSAGE = 'Failed to create open house';
const NETWORK_MESSAGE = 'Network error. Please try again.';
const DASHBOARD_PATH = '/agent/dashboard';

const schema = openHouseFormSchema(() => new Date());
const TIME_HINT = "The listing's local time (its state's zone).";

/** Title, full address, price, start and end; on success the toast, then /manage-open-houses after 2 s. */
export function CreateOpenHouseForm() {
  const navigate = useNavigate();
  const form = useZodForm(schema, EMPTY_OPEN_HOUSE_FORM, (values) => values);
  const create = useCreateSimpleOpenHouse();
  const [isCreated, setIsCreated] = useState(false);
  const { fieldProps } = form;

  useEffect(() => {
    if (!isCreated) return;
    const timer = setTimeout(() => void navigate('/manage-open-houses'), OPEN_HOUSE_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isCreated, navigate]);

  const submit = form.handleSubmit((payload) =>
    create.mutate(payload, {
      onSuccess: () => {
        toast({ title: 'Success', description: CREATED_MESSAGE });
        setIsCreated(true);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) {
          toast({ title: 'Error', description: NETWORK_MESSAGE, variant: 'destructive' });
          return;
        }
        // A 401 has already told the user they are logged out and is taking them to login.
        if (error.status === 401) return;
        if (error.body?.errors) form.showServerErrors(error.body.errors);
        toast({ title: 'Error', description: error.serverMessage || FAILED_MESSAGE, variant: 'destructive' });
      },
    }),
  );

  const isDisabled = create.isPending || isCreated;
  return (
    <Card>
      <CardContent className="pt-6">
        <form noValidate onSubmit={submit} className="space-y-5">
          <TextField
            id="open-house-title"
            label="Title"
            name="title"
            required
            disabled={isDisabled}
            {...fieldProps('title')}
            placeholder="Sunny bungalow in Hyde Park"
          />
          <TextField
            id="open-house-address"
            label="Full address"
            name="address"
            autoComplete="street-address"
            required
            disabled={isDisabled}
            {...fieldProps('address')}
            hint="Street, city, state and ZIP code, e.g. 1200 Main St, Austin, TX 78701"
          />
          <TextField
            id="open-house-price"
            label="Listing price"
            name="price"
            inputMode="numeric"
            required
            disabled={isDisabled}
            {...fieldProps('price')}
            hint="Whole US dollars, e.g. 450000"
          />
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <TextField
              id="open-house-starts"
              label="Start date and time"
              name="startsAt"
              type="datetime-local"
              required
              disabled={isDisabled}
              {...fieldProps('startsAt')}
              hint={TIME_HINT}
            />
            <TextField
              id="open-house-ends"
              label="End date and time"
              name="endsAt"
              type="datetime-local"
              required
              disabled={isDisabled}
              {...fieldProps('endsAt')}
              hint={TIME_HINT}
            />
          </div>
          <div className="flex flex-wrap justify-end gap-3 border-t border-slate-100 pt-5">
            <Button variant="outline" disabled={create.isPending} onClick={() => void navigate(DASHBOARD_PATH)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isDisabled}>
              {create.isPending ? 'Creating...' : isCreated ? 'Created' : 'Create Open House'}
            </Button>
          </div>
          <p role="status" className="text-sm font-medium text-green-800">
            {isCreated ? `${CREATED_MESSAGE} Taking you to your open houses…` : ''}
          </p>
        </form>
      </CardContent>
    </Card>
  );
}
