/**
 * A rendered document in a sandboxed frame: `sandbox=""` gives the frame an opaque origin with no scripts, forms,
 * pop-ups or top navigation, so whatever a template holds cannot act in the admin. The frame is laid out at the
 * paper's real width (so text wraps as it will when printed) and scaled down to the space there is.
 */
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { pageSize } from '../../../checks/template-render.ts';

/** CSS pixels per millimetre (96 per inch). */
const PX_PER_MM = 96 / 25.4;

export function DocumentFrame({ html, paper, orientation, title, testId }: { html: string; paper: string; orientation: string; title: string; testId: string }) {
  const { width, height } = pageSize(paper, orientation);
  const pagePx = { width: Math.round(width * PX_PER_MM), height: Math.round(height * PX_PER_MM) };
  const box = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(pagePx.width);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = Math.min(1, available / pagePx.width);
  return (
    <Box ref={box} sx={{ width: '100%' }}>
      <Box sx={{ border: 1, borderColor: 'divider', boxShadow: 2, bgcolor: '#fff', width: pagePx.width * scale, height: pagePx.height * scale, overflow: 'hidden' }}>
        <iframe
          sandbox=""
          srcDoc={html}
          title={title}
          data-testid={testId}
          style={{ border: 0, display: 'block', width: pagePx.width, height: pagePx.height, transform: `scale(${scale})`, transformOrigin: 'top left' }}
        />
      </Box>
    </Box>
  );
}
