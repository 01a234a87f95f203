import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { dismissToast, useToasts, type ToastData } from './toast-store.js';

const VARIANT_CLASSES: Record<ToastData['variant'], string> = {
  default: 'border-line bg-white text-ink',
  success: 'border-success/30 bg-white text-ink',
  destructive: 'border-danger bg-danger text-white',
};

/** An action needs time to be reached (F8, then Tab): such a toast stays twice as long. */
const ACTION_DURATION_MS = 10_000;

/** Radix toasts with the spec 9 semantics: 5000 ms, swipe right past 50 px, F8 focuses the region. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right" swipeThreshold={50} label="Notifiche">
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          {...(t.action && { duration: ACTION_DURATION_MS })}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg transition data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full ${VARIANT_CLASSES[t.variant]}`}
          data-testid="toast"
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>}
            {t.action && (
              <ToastPrimitive.Action
                altText={t.action.altText}
                onClick={t.action.onAction}
                className="mt-1 justify-self-start rounded-md border border-line px-3 py-1 text-sm font-medium hover:bg-accent-soft"
              >
                {t.action.label}
              </ToastPrimitive.Action>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label="Chiudi notifica"
            className="absolute top-3 right-3 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-sm" />
    </ToastPrimitive.Provider>
  );
}
