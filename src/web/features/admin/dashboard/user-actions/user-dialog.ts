import type { AdminUser } from '../../../../../shared/index.js';

/** What every per-user dialog is given by the row's actions. */
export interface UserDialogProps {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
