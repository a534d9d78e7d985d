/*
 * The skeleton app embedded in vgen at build time (scripts/embed-skeleton
 * turns skeleton/ into compiler/skeleton_data.c). Read-only static data.
 */
#ifndef VGEN_SKELETON_H
#define VGEN_SKELETON_H

#include <stddef.h>

typedef struct vgen_skeleton_file {
    const char *path;          /* relative, '/'-separated ("src/Controller/HomeController.php") */
    const unsigned char *data; /* its bytes (followed by a NUL not counted in len) */
    size_t len;
} vgen_skeleton_file_t;

/* Every skeleton file in path order, ended by an entry whose path is NULL. */
extern const vgen_skeleton_file_t vgen_skeleton_files[];

/* The placeholder replaced by the app's name in every file. */
#define VGEN_SKELETON_NAME "__VELA_APP__"

#endif
