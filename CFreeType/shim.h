#ifndef EASEL_CFREETYPE_SHIM_H
#define EASEL_CFREETYPE_SHIM_H
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_TRUETYPE_TABLES_H
#include FT_SFNT_NAMES_H
#include FT_ADVANCES_H
#include FT_MULTIPLE_MASTERS_H

/* Load flags that are function-like macros in FreeType, so Swift cannot import them. */
static const FT_Int32 EASEL_FT_LOAD_NO_SCALE = FT_LOAD_NO_SCALE;
static const FT_Int32 EASEL_FT_LOAD_NO_BITMAP = FT_LOAD_NO_BITMAP;
static const FT_Int32 EASEL_FT_LOAD_NO_HINTING = FT_LOAD_NO_HINTING;
static const FT_Int32 EASEL_FT_LOAD_TARGET_LIGHT = FT_LOAD_TARGET_LIGHT;
static const FT_Long EASEL_FT_STYLE_FLAG_ITALIC = FT_STYLE_FLAG_ITALIC;
static const FT_Long EASEL_FT_FACE_FLAG_COLOR = FT_FACE_FLAG_COLOR;
static const FT_Long EASEL_FT_FACE_FLAG_SCALABLE = FT_FACE_FLAG_SCALABLE;
static const FT_Int32 EASEL_FT_LOAD_COLOR = FT_LOAD_COLOR;
#endif
