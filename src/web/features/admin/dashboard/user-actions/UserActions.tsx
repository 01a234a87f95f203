import { History, KeyRound, Trash2, UserCheck, UserPen, UserX, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import type { AdminUser } from '../../../../../shared/index.js';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog.js';
import { Tooltip } from '../../../../ui/Tooltip.js';
import { CreditHistoryDialog } from './CreditHistoryDialog.js';
import { EditDetailsDialog } from './EditDetailsDialog.js';
import { SetPasswordDialog } from './SetPasswordDialog.js';
import { USER_ACTION_TEXTS as T } from './texts.js';
import { useDeleteUser, useSetUserDisabled } from './user-actions-data.js';

type OpenDialog = 'details' | 'password' | 'history' | 'disable' | 'delete' | null;

function ActionButton({ label, icon: Icon, onClick, tone = 'text-muted hover:text-ink' }: { label: string; icon: LucideIcon; onClick: () => void; tone?: string }) {
  return (
    <Tooltip label={label}>
      <button type="button" aria-label={label} onClick={onClick} className={`rounded-full p-2 hover:bg-accent-soft ${tone}`}>
        <Icon aria-hidden="true" className="size-4" />
      </button>
    </Tooltip>
  );
}

/** Issue 6.9: the administrator's tools for one user, as icon buttons with their dialogs. */
export function UserActions({ user }: { user: AdminUser }) {
  const [open, setOpen] = useState<OpenDialog>(null);
  const setDisabled = useSetUserDisabled();
  const remove = useDeleteUser();
  const dialogProps = (dialog: Exclude<OpenDialog, null>) => ({
    open: open === dialog,
    onOpenChange: (isOpen: boolean) => setOpen(isOpen ? dialog : null),
  });
  const close = () => setOpen(null);
  const disabled = user.disabledAt !== null;
  return (
    <span className="inline-flex items-center">
      <ActionButton label={T.editLabel(user.username)} icon={UserPen} onClick={() => setOpen('details')} />
      <ActionButton label={T.passwordLabel(user.username)} icon={KeyRound} onClick={() => setOpen('password')} />
      <ActionButton label={T.historyLabel(user.username)} icon={History} onClick={() => setOpen('history')} />
      <ActionButton
        label={disabled ? T.enableLabel(user.username) : T.disableLabel(user.username)}
        icon={disabled ? UserCheck : UserX}
        onClick={() => setOpen('disable')}
      />
      <ActionButton label={T.deleteLabel(user.username)} icon={Trash2} onClick={() => setOpen('delete')} tone="text-danger" />

      <EditDetailsDialog user={user} {...dialogProps('details')} />
      <SetPasswordDialog user={user} {...dialogProps('password')} />
      <CreditHistoryDialog user={user} {...dialogProps('history')} />
      <ConfirmDialog
        {...dialogProps('disable')}
        title={disabled ? T.enableTitle : T.disableTitle}
        description={disabled ? T.enableDescription(user.username) : T.disableDescription(user.username)}
        confirmLabel={disabled ? T.enableConfirm : T.disableConfirm}
        variant={disabled ? 'primary' : 'danger'}
        pending={setDisabled.isPending}
        onConfirm={() => setDisabled.mutate({ id: user.id, disabled: !disabled }, { onSuccess: close })}
      />
      <ConfirmDialog
        {...dialogProps('delete')}
        title={T.deleteTitle}
        description={T.deleteDescription(user.username)}
        confirmLabel={T.deleteConfirm}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(user.id, { onSuccess: close })}
      />
    </span>
  );
}
