package codeact

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/BurntSushi/toml"
	"github.com/codemode/codemode/internal/boundedfile"
)

// Settings are CodeAct's switches from the configuration files.
type Settings struct {
	// Enabled says whether CodeAct and recipes are installed. Default
	// true.
	Enabled bool
	// EnabledBy is the file that set Enabled, or "" when it is the
	// default.
	EnabledBy string
}

// DefaultSettings are the settings without any configuration file.
func DefaultSettings() Settings { return Settings{Enabled: true} }

// GlobalConfigPath is the user's configuration file:
// $XDG_CONFIG_HOME/codemode/config.toml, usually
// ~/.config/codemode/config.toml (os.UserConfigDir elsewhere).
func GlobalConfigPath() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(dir, "codemode", "config.toml"), nil
}

// ProjectConfigPath is the project's configuration file:
// DIR/.codemode/config.toml.
func ProjectConfigPath(dir string) string {
	return filepath.Join(dir, ".codemode", "config.toml")
}

// maxConfigBytes bounds a configuration file; one that is larger, or is not
// a regular file (a named pipe, a device), is refused without being read.
const maxConfigBytes = 1 << 20

// LoadSettings reads the configuration files in order, later files winning
// (pass the global file, then the project file). A file that does not exist
// is skipped; an empty path is skipped. Only the [codeact] table is read,
// strictly: a key in it other than enabled, or a value of the wrong type, is
// an error naming the file and the key. Other tables belong to other parts of
// codemode and are left alone.
//
//	[codeact]
//	enabled = false
func LoadSettings(paths ...string) (Settings, error) {
	s := DefaultSettings()
	for _, path := range paths {
		if path == "" {
			continue
		}
		b, err := boundedfile.Read(path, maxConfigBytes)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return Settings{}, fmt.Errorf("the configuration file %w", err)
		}
		var doc struct {
			CodeAct *struct {
				Enabled *bool `toml:"enabled"`
			} `toml:"codeact"`
		}
		md, err := toml.Decode(string(b), &doc)
		if err != nil {
			return Settings{}, fmt.Errorf("%s: toml: %s", path, boundedfile.TOMLProblem(err))
		}
		for _, k := range md.Undecoded() {
			if len(k) > 0 && k[0] == "codeact" {
				return Settings{}, fmt.Errorf("%s: %s: unknown key; [codeact] takes only enabled = true|false", path, strings.Join(k, "."))
			}
		}
		if doc.CodeAct != nil && doc.CodeAct.Enabled != nil {
			s.Enabled = *doc.CodeAct.Enabled
			s.EnabledBy = path
		}
	}
	return s, nil
}
