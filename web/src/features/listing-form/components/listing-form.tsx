import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TListingStatus } from '@shared/constants/listing';
import { Button } from '../../../components/ui/button';
import { ApiError, handleLoggedOut } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { toListingPayload, ZListingFormSchema, type TListingFormValues } from '../lib/listing-form-values';
import { LOCATION_TEXTS, pinPayload, type TPinChange, type TSavedLocation } from '../lib/listing-location';
import type { TSelectedPhoto } from '../lib/photo-files';
import { isSubscriptionRequired, SUBSCRIBE_PATH, toastSubscriptionRequired } from '../lib/subscription-required';
import { useSaveListing } from '../lib/use-save-listing';
import { BasicInformationSection } from './basic-information-section';
import { DescriptionSection } from './description-section';
import { ExistingPhotos } from './existing-photos';
import { FormSection } from './form-section';
import { MapLocationSection } from './map-location-section';
import { OpenHouseSection } from './open-house-section';
import { PhotoUploader } from './photo-uploader';
import { PropertyDetailsSection } from './property-details-section';

export const CREATE_TEXTS = {
  successTitle: 'Listing Created',
  success: 'Property listing created successfully!',
  failure: 'Failed to create property listing. Please try again.',
  photoFailure: 'Property created but photo upload failed. You can add photos later.',
  signedOut: 'You need to be logged in to create listings.',
};

export const EDIT_TEXTS = {
  successTitle: 'Listing Updated',
  success: 'Property listing updated successfully!',
  failure: 'Failed to update property listing. Please try again.',
  photoFailure: 'Property updated but photo upload failed. You can add photos later.',
  signedOut: 'You need to be logged in to edit listings.',
};

type TListingFormProps = {
  initialValues: TListingFormValues;
  /** Editing this listing (PUT); creating when absent. */
  propertyId?: string;
  existingImages?: readonly string[];
  listingName?: string;
  /** Where the listing is on the map as saved (edit). */
  savedLocation?: TSavedLocation;
};

const NOT_PLACED: TSavedLocation = { coordinates: null, precision: null };

/**
 * The listing form (create and edit): validated with the shared schema, saved as a draft or published,
 * then the chosen photos are uploaded. On success: /dashboard.
 */
export function ListingForm({ initialValues, propertyId, existingImages = [], listingName = 'Listing', savedLocation = NOT_PLACED }: TListingFormProps) {
  const isEdit = Boolean(propertyId);
  const texts = isEdit ? EDIT_TEXTS : CREATE_TEXTS;
  const form = useZodForm(ZListingFormSchema, initialValues, toListingPayload);
  const save = useSaveListing(propertyId);
  const navigate = useNavigate();
  const [photos, setPhotos] = useState<TSelectedPhoto[]>([]);
  const [savingStatus, setSavingStatus] = useState<TListingStatus>('active');
  const [pinChange, setPinChange] = useState<TPinChange>({ kind: 'unchanged' });
  // Which submit button was used (Enter in a field uses the first one: Save as Draft, the safe choice).
  const chosenStatus = useRef<TListingStatus>('active');
  const isSaving = save.isPending;

  const onSaveError = (error: Error) => {
    if (error instanceof ApiError && error.status === 401) {
      // Creating asks to handle 401 itself; elsewhere the API client has already said 'logged out'.
      if (!isEdit) handleLoggedOut(texts.signedOut);
      return;
    }
    if (isSubscriptionRequired(error)) {
      toastSubscriptionRequired();
      void navigate(SUBSCRIBE_PATH);
      return;
    }
    if (error instanceof ApiError && error.body?.errors?.length) form.showServerErrors(error.body.errors);
    const description = error instanceof ApiError && error.status === 403 && error.serverMessage ? error.serverMessage : texts.failure;
    toast({ title: 'Error', description, variant: 'destructive' });
  };

  const submit = form.handleSubmit((payload) => {
    const status = chosenStatus.current;
    setSavingStatus(status);
    save.mutate(
      { payload: { ...payload, ...pinPayload(pinChange) }, status, photos },
      {
        onSuccess: ({ property, hasPhotoFailure }) => {
          // Saved anyway; the dashboard marks it and the edit form offers the pin.
          if (!property.coordinates) toast({ title: LOCATION_TEXTS.notPlacedToastTitle, description: LOCATION_TEXTS.notPlacedToast, variant: 'destructive' });
          if (hasPhotoFailure) toast({ title: 'Photo Upload Failed', description: texts.photoFailure, variant: 'destructive' });
          else toast({ title: texts.successTitle, description: texts.success });
          void navigate('/dashboard');
        },
        onError: onSaveError,
      },
    );
  });

  const fields = { values: form.values, errors: form.errors, setValue: form.setValue, fieldProps: form.fieldProps, isDisabled: isSaving };

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-busy={isSaving}>
      <BasicInformationSection {...fields} />
      <MapLocationSection
        saved={savedLocation}
        change={pinChange}
        onChange={setPinChange}
        address={{ zipCode: form.values.zipCode, city: form.values.city }}
        isNew={!isEdit}
        isDisabled={isSaving}
      />
      <PropertyDetailsSection {...fields} />
      <FormSection id="photos" title="Property Photos">
        {isEdit && <ExistingPhotos images={existingImages} label={listingName} />}
        <PhotoUploader photos={photos} onPhotosChange={setPhotos} existingCount={existingImages.length} progress={save.photoProgress} isDisabled={isSaving} />
      </FormSection>
      {!isEdit && <OpenHouseSection {...fields} />}
      <DescriptionSection {...fields} />

      <p role="status" className="sr-only">
        {isSaving ? (photos.length > 0 ? 'Saving the listing and uploading photos…' : 'Saving the listing…') : ''}
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="submit" variant="outline" size="lg" disabled={isSaving} onClick={() => (chosenStatus.current = 'draft')}>
          {isSaving && savingStatus === 'draft' ? 'Saving...' : 'Save as Draft'}
        </Button>
        <Button type="submit" size="lg" disabled={isSaving} onClick={() => (chosenStatus.current = 'active')}>
          {isSaving && savingStatus === 'active' ? 'Saving...' : 'Publish Listing'}
        </Button>
      </div>
    </form>
  );
}
