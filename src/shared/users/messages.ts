// No imports on purpose: the same texts are shown by the forms and answered by the server.
/** Texts word for word from the spec (customer-side.md §5, §8; admin-and-items.md §5, §8). */
export const profileMessages = {
  photoTooLarge: 'File size exceeds 2 MB. Please upload a smaller image.',
  photoNotImage: 'Please choose an image file (JPEG, PNG or WebP).',
  imageUploaded: 'Image uploaded successfully!',
  imageUploadFailed: 'Failed to upload image.',
  photoRemoved: 'Photo removed.',
  profileUpdated: 'Profile updated successfully!',
  profileUpdateFailed: (message: string | undefined) =>
    `Failed to update profile: ${message || 'Unknown error'}`,
  profileUpdateError: 'An error occurred while updating your profile.',
  emailReadOnly: 'Email address cannot be changed',
  nameRequired: 'Full Name is required',
} as const

export const usersMessages = {
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  fetchFailed: (message: string) => `Failed to fetch users: ${message}`,
  templatesFetchFailed: (message: string) => `Failed to fetch templates: ${message}`,
  updateFailed: (status: number | string) => `Failed to update user: ${status}`,
  deleteFailed: (status: number | string) => `Failed to delete user: ${status}`,
  confirmDelete: 'Are you sure you want to delete this user?',
  messageSent: 'Message sent successfully.',
  messageFailed: 'Failed to send message.',
  messageError: 'Error sending message.',
  userDataFailed: 'Failed to load user data',
  noUsers: 'No Users Found',
  cannotDeleteSelf: 'You cannot delete your own account.',
  cannotDemoteSelf: 'You cannot change your own role.',
  lastAdmin: 'The last admin cannot be removed or demoted. Make another user an Admin first.',
  nameRequired: 'Name is required',
  creditsInvalid: 'Credits must be a whole number of 0 or more',
  staleBalance: 'The balance changed since you opened this row',
  expectedCreditsRequired: 'Send the balance the editor showed (expectedCredits) with a credit change',
  templateNameRequired: 'Template name is required',
  subjectRequired: 'Subject is required',
  bodyRequired: 'Message body is required',
  templateDeleteConfirm: 'Are you sure you want to delete this template?',
} as const

/** The one placeholder templates may use; filled in with the recipient's name at send time. */
export const NAME_PLACEHOLDER = '{{name}}'
