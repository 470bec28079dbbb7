# Xcode: a Run Script build phase (Build Phases → + → New Run Script Phase), placed before
# Compile Sources. Xcode shows each finding inline at its file and line, and an error fails
# the build. Uncheck "Based on dependency analysis" to lint on every build.
if command -v stylec >/dev/null 2>&1; then
  stylec lint --color never "${SRCROOT}/Styles"
else
  echo "warning: stylec is not installed; see its README to build it"
fi
