dnl The `vela` extension: coroutine runtime, HTTP server, PostgreSQL and Redis
dnl pools. Builds alone with `phpize && ./configure && make`, and from the
dnl top-level build (which runs exactly that).

PHP_ARG_ENABLE([vela], [whether to enable the vela extension],
  [AS_HELP_STRING([--enable-vela], [Enable Vela])], [yes])

PHP_ARG_WITH([llhttp-dir], [where Debian's node-llhttp put llhttp],
  [AS_HELP_STRING([--with-llhttp-dir=DIR], [llhttp sources (default /usr/share/llhttp)])],
  [/usr/share/llhttp], [no])

PHP_ARG_WITH([llhttp-includedir], [where Debian's node-llhttp put llhttp.h],
  [AS_HELP_STRING([--with-llhttp-includedir=DIR], [llhttp header (default /usr/share/include/llhttp)])],
  [/usr/share/include/llhttp], [no])

if test "$PHP_VELA" != "no"; then
  PKG_CHECK_MODULES([LIBUV], [libuv >= 1.44])
  PHP_EVAL_LIBLINE($LIBUV_LIBS, VELA_SHARED_LIBADD)
  PHP_EVAL_INCLINE($LIBUV_CFLAGS)

  PKG_CHECK_MODULES([LIBPQ], [libpq >= 15])
  PHP_EVAL_LIBLINE($LIBPQ_LIBS, VELA_SHARED_LIBADD)
  PHP_EVAL_INCLINE($LIBPQ_CFLAGS)

  PKG_CHECK_MODULES([HIREDIS], [hiredis >= 0.14])
  PHP_EVAL_LIBLINE($HIREDIS_LIBS, VELA_SHARED_LIBADD)
  PHP_EVAL_INCLINE($HIREDIS_CFLAGS)

  dnl Response compression (src/http/compress.c): gzip through zlib, br through libbrotlienc.
  PKG_CHECK_MODULES([ZLIB], [zlib >= 1.2])
  PHP_EVAL_LIBLINE($ZLIB_LIBS, VELA_SHARED_LIBADD)
  PHP_EVAL_INCLINE($ZLIB_CFLAGS)

  PKG_CHECK_MODULES([BROTLIENC], [libbrotlienc >= 1.0])
  PHP_EVAL_LIBLINE($BROTLIENC_LIBS, VELA_SHARED_LIBADD)
  PHP_EVAL_INCLINE($BROTLIENC_CFLAGS)

  dnl Outbound HTTP (src/http_client/): libcurl's multi interface, driven by the loop.
  dnl Its headers only: vela.so does not link it but dlopen()s libcurl.so.4 when
  dnl the client is first used (src/http_client/libcurl.h), so a process that
  dnl never makes an outbound request never maps libcurl and its libraries.
  PKG_CHECK_MODULES([LIBCURL], [libcurl >= 7.88])
  PHP_EVAL_INCLINE($LIBCURL_CFLAGS)

  dnl JWT signatures (src/auth/): HMAC, RSA and Ed25519 through libcrypto.
  PKG_CHECK_MODULES([LIBCRYPTO], [libcrypto >= 3.0])
  PHP_EVAL_LIBLINE($LIBCRYPTO_LIBS, VELA_SHARED_LIBADD)
  PHP_EVAL_INCLINE($LIBCRYPTO_CFLAGS)

  LLHTTP_SRC_DIR="$PHP_LLHTTP_DIR"
  LLHTTP_INC_DIR="$PHP_LLHTTP_INCLUDEDIR"
  if test ! -f "$LLHTTP_SRC_DIR/llhttp.c" || test ! -f "$LLHTTP_INC_DIR/llhttp.h"; then
    AC_MSG_ERROR([llhttp not found in $LLHTTP_SRC_DIR and $LLHTTP_INC_DIR: apt-get install node-llhttp])
  fi
  PHP_ADD_INCLUDE($LLHTTP_INC_DIR)

  dnl Our own code: every .c file one folder down in src/ (the engine, one
  dnl folder per subsystem) and php/ (the binding, one folder per area): the
  dnl folders are the list (sources.sh prints it).
  dnl Includes name the folder from ext/ ("src/http/conn.h").
  VELA_SRCDIR=PHP_EXT_SRCDIR(vela)
  VELA_SOURCES=`sh "$VELA_SRCDIR/sources.sh" | tr "\n" " "`
  dnl -Wno-unused-parameter, the one warning off: PHP's own macros declare
  dnl parameters every handler must take and most ignore (PHP_MINIT_FUNCTION's
  dnl type and module_number, ZEND_METHOD's return_value in void methods).
  VELA_CFLAGS="-std=gnu11 -Wall -Wextra -Werror -Wno-unused-parameter -I@ext_srcdir@"
  dnl Only get_module() is exported (ZEND_GET_MODULE marks it): calls between
  dnl our files are direct rather than through the PLT, and the dynamic
  dnl symbol table every process maps shrinks from ~1,600 names to a few.
  VELA_CFLAGS="$VELA_CFLAGS -fvisibility=hidden"

  dnl A debug PHP gets the engine's state-machine assertions (src/core/assert.h).
  if test "$PHP_DEBUG" = "yes"; then
    VELA_CFLAGS="$VELA_CFLAGS -DVELA_DEBUG"
  fi

  dnl Relative relocations packed (DT_RELR: binutils 2.38, glibc 2.36) where the
  dnl linker can: the ~4,000 pointers of our function, class and option tables
  dnl take 2 KB of relocation data instead of 97 KB that the loader reads and
  dnl every process maps (issue 21 item 6). Elsewhere the usual RELA.
  AC_MSG_CHECKING([whether the linker packs relative relocations])
  vela_saved_ldflags=$LDFLAGS
  LDFLAGS="$LDFLAGS -Wl,-z,pack-relative-relocs"
  AC_LINK_IFELSE([AC_LANG_PROGRAM([[]], [[]])], [vela_relr=yes], [vela_relr=no])
  LDFLAGS=$vela_saved_ldflags
  AC_MSG_RESULT([$vela_relr])
  if test "$vela_relr" = "yes"; then
    VELA_SHARED_LIBADD="$VELA_SHARED_LIBADD -Wl,-z,pack-relative-relocs"
  fi

  PHP_NEW_EXTENSION(vela, vela.c $VELA_SOURCES, $ext_shared,, $VELA_CFLAGS)

  dnl llhttp compiled from Debian's installed sources (never copied here),
  dnl without our warning flags: it is not our code.
  PHP_ADD_SOURCES_X(PHP_EXT_DIR(vela), src/http/llhttp/build_llhttp.c src/http/llhttp/build_api.c src/http/llhttp/build_http.c, [-I$LLHTTP_SRC_DIR -I$LLHTTP_INC_DIR], shared_objects_vela, yes)

  PHP_SUBST(VELA_SHARED_LIBADD)
fi
