/** The admin panel's own texts (the shared ones are ADMIN_MESSAGES in the contract). */
export const NO_ANSWER = 'The server could not be reached or did not answer.';
export const UPDATE_FAILED = 'Could not update the user.';
export const STATUS_LOAD_FAILED = 'System status could not be checked.';
