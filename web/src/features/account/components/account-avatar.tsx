import { UserRound } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { TAccount } from '@shared/schemas/account.schema';
import { ImageUploadButton } from '../../../components/ui/image-upload-button';
import { UploadOverlay } from '../../../components/ui/upload-overlay';
import { PROFILE_PHOTO_ACCEPT, profilePhotoErrorReason, useUploadProfilePhoto } from '../../../lib/api/upload-profile-photo';
import { toast } from '../../../lib/toast';
import { ACCOUNT_QUERY_KEY } from '../api/get-account';

/** The account avatar with Change Photo (spec §5: images only, 5 MB); a spinner covers it while it uploads. */
export function AccountAvatar({ account }: { account: TAccount }) {
  const queryClient = useQueryClient();
  const upload = useUploadProfilePhoto('avatar');

  const onFileChosen = (file: File) =>
    upload.mutate(file, {
      onSuccess: ({ photoUrl }) => {
        queryClient.setQueryData<TAccount>(ACCOUNT_QUERY_KEY, (old) => (old ? { ...old, profileImageUrl: photoUrl } : old));
        toast({ title: 'Profile photo updated', description: 'Your new photo is shown across the marketplace.' });
      },
      onError: (error) => toast({ title: 'Upload failed', description: profilePhotoErrorReason(error) ?? 'Please try again.', variant: 'destructive' }),
    });

  return (
    <div className="flex flex-col items-center gap-3">
      <div className="relative size-28 overflow-hidden rounded-full bg-brand-100">
        {account.profileImageUrl ? (
          <img src={account.profileImageUrl} alt="Your profile photo" className="size-full object-cover" />
        ) : (
          <span className="flex size-full items-center justify-center text-brand-800" aria-hidden="true">
            <UserRound className="size-12" />
          </span>
        )}
        <UploadOverlay isVisible={upload.isPending} label="Uploading your photo…" />
      </div>
      <ImageUploadButton
        id="account-avatar"
        accept={PROFILE_PHOTO_ACCEPT}
        isBusy={upload.isPending}
        describedBy="account-avatar-hint"
        onFileChosen={onFileChosen}
      >
        Change Photo
      </ImageUploadButton>
      <p id="account-avatar-hint" className="text-center text-xs text-slate-600">
        JPG or PNG, up to 5 MB.
      </p>
    </div>
  );
}
