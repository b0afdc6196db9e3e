import clsx from 'clsx';
import { ImageIcon, UserRound } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { HEADER_PHOTO_RECOMMENDED, PROFILE_PICTURE_RECOMMENDED } from '@shared/constants/branding';
import type { TBranding } from '@shared/schemas/profile.schema';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ImageUploadButton } from '../../../components/ui/image-upload-button';
import { UploadOverlay } from '../../../components/ui/upload-overlay';
import { PUBLIC_PROFILE_QUERY_KEY } from '../../../lib/api/get-public-profile';
import { PROFILE_PHOTO_ACCEPT, profilePhotoErrorReason, useUploadProfilePhoto } from '../../../lib/api/upload-profile-photo';
import { toast } from '../../../lib/toast';
import { BRANDING_QUERY_KEY } from '../api/get-branding';

type TPhotoKind = 'header' | 'profile';

const COPY: Record<TPhotoKind, { title: string; hint: string; success: string; failure: string; noun: string }> = {
  header: {
    title: 'Header Photo',
    hint: `${HEADER_PHOTO_RECOMMENDED.width}x${HEADER_PHOTO_RECOMMENDED.height} recommended. JPG or PNG, up to 5 MB.`,
    success: 'Header photo uploaded successfully',
    failure: 'Failed to upload header photo',
    noun: 'header photo',
  },
  profile: {
    title: 'Profile Picture',
    hint: `${PROFILE_PICTURE_RECOMMENDED.width}x${PROFILE_PICTURE_RECOMMENDED.height} recommended; a square picture works best. JPG or PNG, up to 5 MB.`,
    success: 'Profile picture uploaded successfully',
    failure: 'Failed to upload profile picture',
    noun: 'profile picture',
  },
};

/** A branding picture: what it is now, and a button to replace it (saved at once, with a spinner while it uploads). */
export function BrandingPhotoCard({ kind, branding }: { kind: TPhotoKind; branding: TBranding }) {
  const copy = COPY[kind];
  const queryClient = useQueryClient();
  const upload = useUploadProfilePhoto(kind);
  const current = kind === 'header' ? branding.headerPhoto : branding.profilePicture;
  const hintId = `branding-${kind}-photo-hint`;

  const onFileChosen = (file: File) =>
    upload.mutate(file, {
      onSuccess: ({ photoUrl }) => {
        queryClient.setQueryData<TBranding>(BRANDING_QUERY_KEY, (old) =>
          old ? { ...old, ...(kind === 'header' ? { headerPhoto: photoUrl } : { profilePicture: photoUrl }) } : old,
        );
        void queryClient.invalidateQueries({ queryKey: PUBLIC_PROFILE_QUERY_KEY });
        toast({ title: 'Success', description: copy.success });
      },
      onError: (error) => {
        const reason = profilePhotoErrorReason(error);
        toast({ title: 'Error', description: reason ? `${copy.failure}: ${reason}` : copy.failure, variant: 'destructive' });
      },
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{copy.title}</CardTitle>
        <CardDescription id={hintId}>{copy.hint}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className={clsx('relative overflow-hidden bg-slate-100', kind === 'header' ? 'aspect-[3/1] w-full rounded-lg' : 'size-32 rounded-full')}>
          {current ? (
            <img src={current} alt={`Your ${copy.noun}`} className="size-full object-cover" />
          ) : (
            <div className="flex size-full flex-col items-center justify-center gap-1 text-slate-600">
              {kind === 'header' ? <ImageIcon className="size-8" aria-hidden="true" /> : <UserRound className="size-10" aria-hidden="true" />}
              {kind === 'header' && <span className="text-xs">No header photo yet</span>}
            </div>
          )}
          <UploadOverlay isVisible={upload.isPending} label={`Uploading your ${copy.noun}…`} />
        </div>
        <ImageUploadButton
          id={`branding-${kind}-photo`}
          accept={PROFILE_PHOTO_ACCEPT}
          isBusy={upload.isPending}
          describedBy={hintId}
          onFileChosen={onFileChosen}
        >
          {current ? `Change ${copy.title}` : `Upload ${copy.title}`}
        </ImageUploadButton>
      </CardContent>
    </Card>
  );
}
