// Short-lived notices ("Post saved") in a zustand store: any code may call toast(); <ToastRegion/> shows them.
import { create } from "zustand";
import type { MessageDescriptor } from "@lingui/core";

export type ToastTone = "info" | "success" | "error";

export interface Toast {
  id: number;
  /** A translated string, or a descriptor (msg`…`) translated when shown, so it follows the language. */
  message: string | MessageDescriptor;
  tone: ToastTone;
  /** Milliseconds before it goes away by itself; 0 keeps it until dismissed. */
  duration: number;
}

interface ToastState {
  toasts: Toast[];
  push: (toast: Omit<Toast, "id">) => number;
  dismiss: (id: number) => void;
  clear: () => void;
}

/** At most this many toasts are kept; older ones drop off. */
export const MAX_TOASTS = 3;
export const DEFAULT_DURATION = 5000;

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  push: (toast) => {
    const id = nextId++;
    set((state) => ({ toasts: [...state.toasts, { ...toast, id }].slice(-MAX_TOASTS) }));
    return id;
  },
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })),
  clear: () => set({ toasts: [] }),
}));

/** Show a toast; returns its id (for dismissToast). Errors stay twice as long. */
export function toast(
  message: string | MessageDescriptor,
  tone: ToastTone = "info",
  duration: number = tone === "error" ? DEFAULT_DURATION * 2 : DEFAULT_DURATION,
): number {
  return useToastStore.getState().push({ message, tone, duration });
}

export function dismissToast(id: number): void {
  useToastStore.getState().dismiss(id);
}
