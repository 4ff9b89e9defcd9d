#ifndef EASEL_PNG_H
#define EASEL_PNG_H
/* Placeholder until the raster stage lands. */
int easel_png_version(void);
#endif
