// A picture full screen: pinch or wheel to zoom, drag to pan, double-tap to zoom in or out, swipe down or Esc to close.
import { useRef, useState, type PointerEvent, type WheelEvent } from "react";
import { Trans, useLingui } from "@lingui/react/macro";
import { Modal } from "./Modal";
import { FITTED, pan, pinch, swipeCloses, zoomAt, type Point, type View } from "./picture-zoom";
import "./PictureViewer.css";

export interface PictureViewerProps {
  src: string;
  /** What the picture shows: the dialog's title. */
  alt: string;
  onClose: () => void;
}

interface Gesture {
  start: View;
  /** Where each pointer went down (from the stage's centre). */
  from: Map<number, Point>;
}

export function PictureViewer({ src, alt, onClose }: PictureViewerProps) {
  const { t } = useLingui();
  const stage = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<View>(FITTED);
  /** The downward drag of a fitted picture, shown as it goes. */
  const [drop, setDrop] = useState(0);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);

  const size = () => {
    const box = stage.current?.getBoundingClientRect();
    return { width: box?.width || 1, height: box?.height || 1 };
  };
  const local = (event: { clientX: number; clientY: number }): Point => {
    const box = stage.current?.getBoundingClientRect();
    if (!box) return { x: 0, y: 0 };
    return {
      x: event.clientX - box.left - box.width / 2,
      y: event.clientY - box.top - box.height / 2,
    };
  };
  /** Every gesture starts again from the current view whenever a finger comes or goes. */
  const restart = (current: View) => {
    gesture.current = { start: current, from: new Map(pointers.current) };
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, local(event));
    restart(view);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, local(event));
    const { start, from } = gesture.current;
    const ids = [...from.keys()].filter((id) => pointers.current.has(id));
    if (ids.length >= 2) {
      const [a, b] = ids as [number, number];
      setView(
        pinch(
          start,
          [from.get(a)!, from.get(b)!],
          [pointers.current.get(a)!, pointers.current.get(b)!],
          size(),
        ),
      );
    } else if (ids.length === 1) {
      const id = ids[0]!;
      const by = {
        x: pointers.current.get(id)!.x - from.get(id)!.x,
        y: pointers.current.get(id)!.y - from.get(id)!.y,
      };
      if (start.scale > 1) setView(pan(start, by, size()));
      else setDrop(Math.max(0, by.y));
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    const end = local(event);
    const begin = g?.from.get(event.pointerId);
    pointers.current.delete(event.pointerId);
    setDrop(0);
    if (g && begin && g.from.size === 1 && event.type === "pointerup") {
      const by = { x: end.x - begin.x, y: end.y - begin.y };
      if (swipeCloses(g.start, by, size())) {
        onClose();
        return;
      }
    }
    restart(view);
  };
  const onWheel = (event: WheelEvent<HTMLDivElement>) => {
    setView((v) => zoomAt(v, Math.exp(-event.deltaY / 300), local(event), size()));
  };
  const toggleAt = (at: Point) =>
    setView((v) => (v.scale > 1 ? FITTED : zoomAt(v, 2.5, at, size())));

  return (
    <Modal open onClose={onClose} title={alt} size="large" className="picture-viewer">
      <div
        ref={stage}
        className="picture-viewer__stage"
        data-testid="picture-viewer-stage"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onWheel={onWheel}
        onDoubleClick={(event) => toggleAt(local(event))}
        style={{ opacity: drop > 0 ? Math.max(0.4, 1 - drop / 400) : undefined }}
      >
        <img
          className="picture-viewer__image"
          src={src}
          alt={alt}
          draggable={false}
          data-scale={view.scale}
          style={{
            transform: `translate(${view.x}px, ${view.y + drop}px) scale(${view.scale})`,
          }}
        />
      </div>
      <div className="picture-viewer__tools">
        <button
          type="button"
          aria-label={t`Zoom out`}
          disabled={view.scale <= 1}
          onClick={() => setView((v) => zoomAt(v, 1 / 1.5, { x: 0, y: 0 }, size()))}
        >
          <span aria-hidden="true">−</span>
        </button>
        <button
          type="button"
          aria-label={t`Zoom in`}
          disabled={view.scale >= 5}
          onClick={() => setView((v) => zoomAt(v, 1.5, { x: 0, y: 0 }, size()))}
        >
          <span aria-hidden="true">+</span>
        </button>
        <p className="picture-viewer__hint">
          <Trans>Pinch or double-tap to zoom; swipe down to close.</Trans>
        </p>
      </div>
    </Modal>
  );
}
