// The async boundary lets Module Federation set up the shared React before any of it runs.
// It starts after the browser has painted the prerendered page (the frame after the next), so
// on a slow phone the text shows first and the script's work comes after it, not before.
requestAnimationFrame(() => setTimeout(() => void import('./bootstrap'), 0));
